import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../auth/model/auth-store';
import { clearDrafts } from './form-draft';
import { useDraftState } from './use-draft-state';

const defaults = { title: '', body: '', secret: '' };

describe('useDraftState', () => {
  it('keeps what differs from the defaults, leaves out the omitted fields, and starts from it next time', () => {
    const storage = createMemoryStorage();
    const draft = { key: 'feedback:alice', omit: ['secret'], storage };
    const first = renderHook(() => useDraftState(draft, defaults));
    act(() => first.result.current[1]({ title: 'Hi', body: 'Long text', secret: 'pw' }));
    first.unmount();
    expect(storage.dump()).toEqual({ 'holostream:draft:feedback:alice': '{"title":"Hi","body":"Long text"}' });

    const second = renderHook(() => useDraftState(draft, defaults));
    expect(second.result.current[0]).toEqual({ title: 'Hi', body: 'Long text', secret: '' });
    expect(second.result.current[2].restored).toBe(true);
  });

  it("is another person's nothing: a different key restores nothing", () => {
    const storage = createMemoryStorage({ 'holostream:draft:feedback:alice': '{"title":"Hi"}' });
    const { result } = renderHook(() => useDraftState({ key: 'feedback:bob', storage }, defaults));
    expect(result.current[0]).toEqual(defaults);
    expect(result.current[2].restored).toBe(false);
  });

  it('forgets the draft once sent, and when the values go back to the defaults', () => {
    const storage = createMemoryStorage();
    const draft = { key: 'feedback:alice', storage };
    const { result } = renderHook(() => useDraftState(draft, defaults));
    act(() => result.current[1]({ ...defaults, title: 'Hi' }));
    expect(storage.dump()).not.toEqual({});
    act(() => result.current[2].clear());
    expect(storage.dump()).toEqual({});
    act(() => result.current[1]({ ...defaults, title: 'Again' }));
    expect(storage.dump()).not.toEqual({});
    act(() => result.current[1](defaults));
    expect(storage.dump()).toEqual({});
  });

  it('keeps nothing without a key (nobody signed in)', () => {
    const storage = createMemoryStorage();
    const { result } = renderHook(() => useDraftState({ key: null, storage }, defaults));
    act(() => result.current[1]({ ...defaults, title: 'Hi' }));
    expect(storage.dump()).toEqual({});
  });
});

describe('clearDrafts', () => {
  it('forgets every draft of the tab (a logout) and nothing else', () => {
    sessionStorage.setItem('holostream:draft:feedback:alice', '{"title":"Hi"}');
    sessionStorage.setItem('holostream:draft:add-member:alice', '{"username":"kai"}');
    sessionStorage.setItem('react-router-scroll-positions', '{}');
    clearDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['react-router-scroll-positions']);
    sessionStorage.clear();
  });
});
