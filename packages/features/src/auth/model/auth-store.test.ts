// @vitest-environment jsdom -- the session lives in localStorage and follows other tabs' storage events.
import { createApiClient, done, noteServerDate, read, resetServerClock } from '@holostream/api';
import { SANDBOX_ACCOUNTS, SANDBOX_DEMO_TOKEN } from '@holostream/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { TEST_BASE_URL } from '../testing/render';
import { setupSandboxServer } from '../../shared/testing/render';
import {
  createAuthStore,
  createMemoryStorage,
  TOKEN_KEY,
  USER_KEY,
  type AuthStore,
  type StoredUser,
} from './auth-store';

const sandbox = setupSandboxServer();
const { email, password, username } = SANDBOX_ACCOUNTS.demo;

/** The client as the site wires it to the store. */
function clientFor(store: AuthStore) {
  return createApiClient({
    baseUrl: TEST_BASE_URL,
    getToken: () => store.getToken(),
    onSessionExpired: () => store.expire(),
  });
}

const storedUser = (overrides: Partial<StoredUser> = {}): StoredUser => ({
  username,
  token: SANDBOX_DEMO_TOKEN,
  type: 'bearer',
  abilities: ['*'],
  lastUsedAt: null,
  expiresAt: '2999-01-01T00:00:00.000Z',
  email,
  ...overrides,
});

function signedInStorage(user: StoredUser = storedUser()) {
  return createMemoryStorage({ [TOKEN_KEY]: user.token, [USER_KEY]: JSON.stringify(user) });
}

describe('createAuthStore', () => {
  it('starts signed out with empty storage', () => {
    const store = createAuthStore(createMemoryStorage());
    expect(store.getState()).toEqual({ status: 'signed-out', user: null, sessionExpired: false });
    expect(store.getToken()).toBeNull();
  });

  it('signIn stores the token and the §3 user record with the e-mail typed', async () => {
    sandbox.use();
    const storage = createMemoryStorage();
    const store = createAuthStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);

    const user = store.signIn(
      await read(clientFor(store).POST('/v1/user/auth', { body: { email: `  ${email}`, password } })),
      `  ${email}`,
    );

    expect(user).toEqual({
      username,
      token: expect.stringMatching(/\S+/),
      type: 'bearer',
      abilities: ['*'],
      lastUsedAt: null,
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      email,
    });
    expect(storage.getItem(TOKEN_KEY)).toBe(user.token);
    expect(JSON.parse(storage.getItem(USER_KEY) ?? 'null')).toEqual(user);
    expect(store.getState()).toEqual({ status: 'signed-in', user, sessionExpired: false });
    expect(store.getToken()).toBe(user.token);
    expect(listener).toHaveBeenCalled();
    // The stored session survives a reload.
    expect(createAuthStore(storage).getState().user).toEqual(user);
  });

  it('logout tells the server, then clears the token and the user', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    const storage = signedInStorage();
    const store = createAuthStore(storage);
    await store.signOut((token) =>
      done(clientFor(store).POST('/v1/user/logout', { headers: { Authorization: `Bearer ${token}` } })),
    );
    expect(storage.dump()).toEqual({});
    expect(store.getState()).toEqual({ status: 'signed-out', user: null, sessionExpired: false });
    // A logout here, not an expiry or another tab: a guarded page goes home.
    expect(store.signedOutHere()).toBe(true);
    const sessions = (await world.store()).sessions;
    expect(sessions.some((session) => session.token === SANDBOX_DEMO_TOKEN)).toBe(false);
  });

  it.each([['server-error' as const], ['session-expired' as const]])(
    'logout clears local state even when the server fails (%s)',
    async (scenario) => {
      sandbox.use({ signedInAs: 'demo', scenarios: [scenario] });
      const storage = signedInStorage();
      const store = createAuthStore(storage);
      const states: boolean[] = [];
      store.subscribe(() => states.push(store.getState().sessionExpired));
      await expect(
        store.signOut((token) =>
          done(clientFor(store).POST('/v1/user/logout', { headers: { Authorization: `Bearer ${token}` } })),
        ),
      ).resolves.toBeUndefined();
      expect(states).not.toContain(true);
      expect(storage.dump()).toEqual({});
      expect(store.getState().status).toBe('signed-out');
      // Logging out on purpose is not an expired session, even when the server answered 401.
      expect(store.getState().sessionExpired).toBe(false);
    },
  );

  it('logout clears the local session at once, and tells the server in the background with the ended token', () => {
    const storage = signedInStorage();
    const store = createAuthStore(storage);
    const sent: string[] = [];
    void store.signOut((token) => {
      sent.push(token);
      return new Promise(() => undefined);
    });
    expect(store.getState().status).toBe('signed-out');
    expect(storage.dump()).toEqual({});
    expect(sent).toEqual([storedUser().token]);
  });

  it('logout clears local state when the server cannot be reached', async () => {
    const storage = signedInStorage();
    const store = createAuthStore(storage);
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    await store.signOut(unreachable);
    expect(storage.dump()).toEqual({});
    expect(store.getState().status).toBe('signed-out');
  });

  it('expire clears the token and the user and sets sessionExpired', () => {
    const storage = signedInStorage();
    const store = createAuthStore(storage);
    store.expire();
    expect(storage.dump()).toEqual({});
    expect(store.getState()).toEqual({ status: 'signed-out', user: null, sessionExpired: true });
    store.acknowledgeExpired();
    expect(store.getState().sessionExpired).toBe(false);
  });

  it('a 401 on an authenticated call expires the session through the client', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['session-expired'] });
    const storage = signedInStorage();
    const store = createAuthStore(storage);
    await expect(read(clientFor(store).GET('/v1/subscription'))).rejects.toMatchObject({
      status: 401,
    });
    expect(store.getState()).toEqual({ status: 'signed-out', user: null, sessionExpired: true });
    expect(storage.dump()).toEqual({});
  });

  it('a late 401 after signing out does not flag an expired session', () => {
    const store = createAuthStore(createMemoryStorage());
    store.expire();
    expect(store.getState().sessionExpired).toBe(false);
  });

  it('a late 401 for an old token in a signed-out tab leaves the login another tab just stored', () => {
    const storage = createMemoryStorage();
    const store = createAuthStore(storage, { otherTabs: null });
    const newer = storedUser({ token: 'newer-token' });
    // Another tab signs in (this tab does not follow it: no storage events here).
    storage.setItem(TOKEN_KEY, newer.token);
    storage.setItem(USER_KEY, JSON.stringify(newer));
    store.expire('old-token');
    expect(storage.dump()).toEqual({ [TOKEN_KEY]: 'newer-token', [USER_KEY]: JSON.stringify(newer) });
    expect(store.getState().sessionExpired).toBe(false);
  });

  it("a 401 for this tab's own token clears storage when it still holds that token", () => {
    const storage = signedInStorage();
    const store = createAuthStore(storage, { otherTabs: null });
    store.expire(SANDBOX_DEMO_TOKEN);
    expect(storage.dump()).toEqual({});
    expect(store.getState()).toMatchObject({ status: 'signed-out', sessionExpired: true });
  });

  it('a signIn after expiry clears the flag', () => {
    const store = createAuthStore(signedInStorage());
    store.expire();
    const { token, type, username: name, abilities, lastUsedAt, expiresAt } = storedUser();
    store.signIn({ token, type, username: name, abilities, lastUsedAt, expiresAt }, email);
    expect(store.getState()).toMatchObject({ status: 'signed-in', sessionExpired: false });
  });

  it('a stored token past expiresAt counts as signed out and is removed', () => {
    const storage = signedInStorage(storedUser({ expiresAt: '2025-07-10T09:00:00.000Z' }));
    const store = createAuthStore(storage, { now: () => Date.parse('2025-07-10T09:00:01.000Z') });
    expect(store.getState().status).toBe('signed-out');
    expect(storage.dump()).toEqual({});
  });

  it('a token that expires while the page is open is not sent and ends the session', () => {
    let now = Date.parse('2025-07-10T08:00:00.000Z');
    const store = createAuthStore(signedInStorage(storedUser({ expiresAt: '2025-07-10T09:00:00.000Z' })), {
      now: () => now,
    });
    expect(store.getToken()).toBe(SANDBOX_DEMO_TOKEN);
    now = Date.parse('2025-07-10T09:00:00.000Z');
    expect(store.getToken()).toBeNull();
    expect(store.getState()).toMatchObject({ status: 'signed-out', sessionExpired: true });
  });

  it("judges a token's expiry by the server's clock: a device set weeks ahead keeps its fresh session", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2025-08-15T09:00:00.000Z') });
    try {
      // The API answered at 10 July: the device runs 36 days ahead of it.
      noteServerDate('Thu, 10 Jul 2025 09:00:00 GMT');
      const store = createAuthStore(signedInStorage(storedUser({ expiresAt: '2025-08-09T09:00:00.000Z' })));
      expect(store.getToken()).toBe(SANDBOX_DEMO_TOKEN);
    } finally {
      resetServerClock();
      vi.useRealTimers();
    }
  });

  it.each([
    ['a token without a user record', { [TOKEN_KEY]: 'abc' }],
    ['a user record that is not JSON', { [TOKEN_KEY]: 'abc', [USER_KEY]: '{oops' }],
    ['a user record of another shape', { [TOKEN_KEY]: 'abc', [USER_KEY]: JSON.stringify({ token: 'abc' }) }],
    ['a token that differs from the record', { [TOKEN_KEY]: 'other', [USER_KEY]: JSON.stringify(storedUser()) }],
  ])('treats %s as signed out and clears it', (_case, items) => {
    const storage = createMemoryStorage(items);
    expect(createAuthStore(storage).getState().status).toBe('signed-out');
    expect(storage.dump()).toEqual({});
  });

  it('keeps working in memory when storage throws', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createAuthStore(broken);
    const { token, type, username: name, abilities, lastUsedAt, expiresAt } = storedUser();
    store.signIn({ token, type, username: name, abilities, lastUsedAt, expiresAt }, email);
    expect(store.getToken()).toBe(token);
  });
});

describe('one session across tabs', () => {
  const userOf = (name: string): StoredUser =>
    storedUser({ username: name, token: `${name}-token`, email: `${name}@x.test` });
  /** Another tab writing the same storage, as the browser announces it to this one. */
  function otherTab(storage: ReturnType<typeof createMemoryStorage>, tabs: EventTarget) {
    const announce = (key: string | null) => tabs.dispatchEvent(new StorageEvent('storage', { key }));
    return {
      signIn(user: StoredUser) {
        storage.setItem(TOKEN_KEY, user.token);
        announce(TOKEN_KEY);
        storage.setItem(USER_KEY, JSON.stringify(user));
        announce(USER_KEY);
      },
      signOut() {
        storage.removeItem(TOKEN_KEY);
        announce(TOKEN_KEY);
        storage.removeItem(USER_KEY);
        announce(USER_KEY);
      },
    };
  }

  it('follows a login and a logout in another tab at once, without clearing a login half written', () => {
    const storage = createMemoryStorage();
    const tabs = new EventTarget();
    const store = createAuthStore(storage, { otherTabs: tabs });
    const other = otherTab(storage, tabs);

    other.signIn(userOf('alice'));
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { username: 'alice' } });

    // Between the token and the user of bob's login, this tab must not wipe what the other is writing.
    storage.setItem(TOKEN_KEY, 'bob-token');
    tabs.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(storage.getItem(TOKEN_KEY)).toBe('bob-token');
    expect(store.getState().user?.username).toBe('alice');
    storage.setItem(USER_KEY, JSON.stringify(userOf('bob')));
    tabs.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));
    expect(store.getState().user?.username).toBe('bob');

    other.signOut();
    expect(store.getState()).toEqual({ status: 'signed-out', user: null, sessionExpired: false });
  });

  it('ignores storage keys that are not the session', () => {
    const storage = createMemoryStorage();
    const tabs = new EventTarget();
    const store = createAuthStore(storage, { otherTabs: tabs });
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem('i18nextLng', 'ja');
    tabs.dispatchEvent(new StorageEvent('storage', { key: 'i18nextLng' }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('a late 401 for an old token keeps the newer session; one for the current token ends it', () => {
    const storage = createMemoryStorage();
    const store = createAuthStore(storage, { otherTabs: null });
    store.signIn({ ...userOf('bob'), type: 'bearer' }, 'bob@x.test');
    store.expire('alice-token');
    expect(store.getState()).toMatchObject({ status: 'signed-in', sessionExpired: false });
    store.expire('bob-token');
    expect(store.getState()).toEqual({ status: 'signed-out', user: null, sessionExpired: true });
  });
});
