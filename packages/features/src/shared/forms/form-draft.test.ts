// @vitest-environment jsdom -- drafts live in sessionStorage; a logout elsewhere arrives as a storage event.
import { afterEach, describe, expect, it } from 'vitest';
import { announceLogout, forgetDraftsOnLogoutElsewhere, readDraft, writeDraft } from './form-draft';

afterEach(() => sessionStorage.clear());

describe('drafts and logging out', () => {
  it('a logout announced by another tab forgets this tab’s drafts, and leaves nothing stored', () => {
    const where = { key: 'feedback:demo' };
    writeDraft(where, { title: 'Flicker' });
    const stop = forgetDraftsOnLogoutElsewhere(window);
    const writes: (string | null)[] = [];
    const local = {
      setItem: (key: string, value: string) => writes.push(`${key}=${value}`),
      removeItem: (key: string) => writes.push(`-${key}`),
    };
    announceLogout(local);
    expect(writes).toEqual([expect.stringMatching(/^holostream:logged-out=\d+$/), '-holostream:logged-out']);
    // What the other tab hears of it: the key written, then removed.
    window.dispatchEvent(new StorageEvent('storage', { key: 'holostream:logged-out', newValue: '1' }));
    expect(readDraft(where, { title: '' })).toBeNull();
    stop();
  });

  it('other storage events (a login, the language) keep the drafts', () => {
    const where = { key: 'feedback:demo' };
    writeDraft(where, { title: 'Flicker' });
    const stop = forgetDraftsOnLogoutElsewhere(window);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'holostream:logged-out', newValue: null }));
    expect(readDraft(where, { title: '' })).toEqual({ title: 'Flicker' });
    stop();
  });
});
