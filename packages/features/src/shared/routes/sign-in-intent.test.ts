import { describe, expect, it } from 'vitest';
import { forgetSignInIntent, readSignInIntent, resolveSignInIntent } from './sign-in-intent';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the sign-in intent', () => {
  it('is taken from navigation state, with the guarded route as a path with its query, and kept', () => {
    const storage = memory();
    const state = { from: { pathname: '/account', search: '?tab=billing', hash: '' }, planId: 2 };
    expect(resolveSignInIntent(state, storage)).toEqual({ from: '/account?tab=billing', planId: 2 });
    // A reload, or the next sign-in route, without state: the kept intent.
    expect(resolveSignInIntent(null, storage)).toEqual({ from: '/account?tab=billing', planId: 2 });
  });

  it('is replaced by a newer one in navigation state', () => {
    const storage = memory();
    resolveSignInIntent({ from: '/checkout', planId: 2 }, storage);
    expect(resolveSignInIntent({ from: '/feedback' }, storage)).toEqual({ from: '/feedback' });
    expect(readSignInIntent(storage)).toEqual({ from: '/feedback' });
  });

  it('is empty once forgotten, and reads nothing malformed', () => {
    const storage = memory();
    resolveSignInIntent({ from: '/checkout', planId: 2 }, storage);
    forgetSignInIntent(storage);
    expect(readSignInIntent(storage)).toEqual({});
    storage.setItem('holostream:sign-in-intent', '{"from":42,"planId":"x"}');
    expect(readSignInIntent(storage)).toEqual({});
    storage.setItem('holostream:sign-in-intent', 'not json');
    expect(readSignInIntent(storage)).toEqual({});
  });

  it('still works from navigation state when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(resolveSignInIntent({ planId: 3 }, blocked)).toEqual({ planId: 3 });
    expect(readSignInIntent(blocked)).toEqual({});
    expect(() => forgetSignInIntent(blocked)).not.toThrow();
  });
});
