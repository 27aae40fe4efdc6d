/**
 * The signed-in state of the site, React-free: the token and the user record of docs/product.md §3 in storage
 * (keys `token` and `user`), the session-expired flag, and a subscribe/getState pair for
 * `useSyncExternalStore`. The site wires the API client to it, expiring only the session the failed call carried:
 * `createApiClient({ getToken: () => store.getToken(), onSessionExpired: (_error, token) => store.expire(token) })`.
 */
import { serverNow, type LoginResponse } from '@holostream/api';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** The stored user record of docs/product.md §3: the login response plus the e-mail typed at login. */
export interface StoredUser {
  username: string;
  token: string;
  type: 'bearer';
  abilities: string[];
  lastUsedAt: string | null;
  expiresAt: string | null;
  email: string;
}

/**
 * `createAuthStore` reads the browser's storage as it starts, so it is 'signed-in' or 'signed-out' from the first
 * render; 'loading' is for a state passed in from elsewhere (a story's, shown as the loading screen). Until the app's
 * scripts run, a signed-in route shows the site's loading screen.
 */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: StoredUser | null;
  /** Set by `expire()` (a call answered 401); the session-expired dialog shows while it is set. */
  sessionExpired: boolean;
}

/** The part of `Storage` the store uses, so tests can pass an in-memory one. */
export type AuthStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthStoreOptions {
  /**
   * The clock, to tell whether a stored token has expired. Default: the server's clock as the page knows it (the
   * device's, corrected by the API's `Date` once an answer came): a phone set weeks ahead keeps its fresh session.
   */
  now?: () => number;
  /**
   * Where `storage` events of the other tabs arrive (default `window`): a login, logout or expiry in
   * one tab shows in every other at once. Null: follow no other tab.
   */
  otherTabs?: Pick<Window, 'addEventListener'> | null;
}

export interface AuthStore {
  /** The current state; the same object until something changes (for `useSyncExternalStore`). */
  getState(): AuthState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The bearer token, or null when signed out or when it has expired (which then signs out). */
  getToken(): string | null;
  /** Stores the token and the user record of a login (or signup) answer; clears the expired flag. */
  signIn(response: LoginResponse, email: string): StoredUser;
  /**
   * Clears local state at once (this tab and, through storage, the others), then tells the server in the
   * background with the token that ended (`tellServer`, when there was one); its outcome is ignored (docs/product.md §4).
   * Resolves when the server call settled; never rejects.
   */
  signOut(tellServer: (token: string) => Promise<unknown>): Promise<void>;
  /**
   * A call answered 401: clears the token and the user and, when someone was signed in, sets `sessionExpired`.
   * With the token that call carried, only that session ends: a late 401 for an old token leaves a newer session
   * alone, in this tab and in storage (another tab signed in since).
   */
  expire(token?: string): void;
  /** Clears the `sessionExpired` flag (the person chose to log in again). */
  acknowledgeExpired(): void;
  /**
   * Whether the last sign-out was a logout in this tab (`signOut`), not an expiry or another tab: a
   * guarded page then goes home instead of offering the way back through /login.
   */
  signedOutHere(): boolean;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);

/** The stored record if it has the shape of §3, else null (hand-edited or from an older version). */
export function parseStoredUser(text: string | null): StoredUser | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { username, token, type, abilities, lastUsedAt, expiresAt, email } = record;
  if (!isString(username) || !isString(token) || token === '' || type !== 'bearer' || !isString(email)) return null;
  if (!Array.isArray(abilities) || !abilities.every(isString)) return null;
  if (!isNullableString(lastUsedAt) || !isNullableString(expiresAt)) return null;
  return { username, token, type, abilities, lastUsedAt, expiresAt, email };
}

/** The user record of §3 built from a login answer and the e-mail typed at login. */
export function toStoredUser(response: LoginResponse, email: string): StoredUser {
  return {
    username: response.username,
    token: response.token,
    type: response.type,
    abilities: [...response.abilities],
    lastUsedAt: response.lastUsedAt,
    expiresAt: response.expiresAt,
    email: email.trim(),
  };
}

/** Whether the record's token is past `expiresAt` (a null or unreadable date never expires). */
export function isExpired(user: StoredUser, now: number): boolean {
  if (user.expiresAt === null) return false;
  const expiresAt = Date.parse(user.expiresAt);
  return !Number.isNaN(expiresAt) && expiresAt <= now;
}

function defaultStorage(): AuthStorage {
  if (typeof globalThis.localStorage === 'undefined') return createMemoryStorage();
  return globalThis.localStorage;
}

/** A `Storage` in memory: for tests, stories and places without local storage. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): AuthStorage & { dump(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    dump: () => Object.fromEntries(items),
  };
}

export function createAuthStore(
  storage: AuthStorage = defaultStorage(),
  {
    now = () => serverNow().getTime(),
    otherTabs = typeof window === 'undefined' ? null : window,
  }: AuthStoreOptions = {},
): AuthStore {
  const listeners = new Set<() => void>();
  /** Logging out on purpose: a 401 from the logout call is not an expired session. */

  const safely = (action: () => void) => {
    try {
      action();
    } catch {
      // Storage can throw (quota, privacy mode); the in-memory state is still right for this page.
    }
  };

  const clearStorage = () => {
    safely(() => storage.removeItem(TOKEN_KEY));
    safely(() => storage.removeItem(USER_KEY));
  };

  /** The stored token and user record as they are now (either may be missing or unreadable: null). */
  const readStoredPair = (): { token: string | null; user: StoredUser | null } => {
    let token: string | null = null;
    let user: StoredUser | null = null;
    safely(() => {
      token = storage.getItem(TOKEN_KEY);
      user = parseStoredUser(storage.getItem(USER_KEY));
    });
    return { token, user };
  };

  /** Reads storage: signed in only with a well-formed record whose token matches and has not expired. */
  const read = (): StoredUser | null => {
    const { token, user: found } = readStoredPair();
    if (found === null || token !== found.token || isExpired(found, now())) {
      if (token !== null || found !== null) clearStorage();
      return null;
    }
    return found;
  };

  const initialUser = read();
  let state: AuthState = {
    status: initialUser ? 'signed-in' : 'signed-out',
    user: initialUser,
    sessionExpired: false,
  };

  const setState = (next: AuthState) => {
    if (next.status === state.status && next.user === state.user && next.sessionExpired === state.sessionExpired) {
      return;
    }
    state = next;
    for (const listener of [...listeners]) listener();
  };

  let loggedOutHere = false;

  const signOutLocally = (sessionExpired: boolean) => {
    clearStorage();
    setState({ status: 'signed-out', user: null, sessionExpired });
  };

  const store: AuthStore = {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    getToken() {
      const { user } = state;
      if (user === null) return null;
      if (isExpired(user, now())) {
        store.expire();
        return null;
      }
      return user.token;
    },

    signIn(response, email) {
      const user = toStoredUser(response, email);
      safely(() => storage.setItem(TOKEN_KEY, user.token));
      safely(() => storage.setItem(USER_KEY, JSON.stringify(user)));
      loggedOutHere = false;
      setState({ status: 'signed-in', user, sessionExpired: false });
      return user;
    },

    async signOut(tellServer) {
      const token = state.user?.token;
      loggedOutHere = token !== undefined;
      signOutLocally(false);
      if (token === undefined) return;
      try {
        await tellServer(token);
      } catch {
        // docs/product.md §4: the outcome of the server call is ignored; local state is already cleared.
      }
    },

    expire(token) {
      const ended = token ?? state.user?.token;
      if (ended !== undefined && state.user !== null && state.user.token !== ended) return;
      // Storage is cleared only while it still holds the session that ended: another tab may have signed in since
      // (a late 401 for an old token, in a tab already signed out, must not log that one out).
      if (ended === undefined || readStoredPair().token === ended) clearStorage();
      // Only a signed-in person has a session to lose: a late 401 after logout must not open the dialog.
      if (state.user !== null) loggedOutHere = false;
      setState({ status: 'signed-out', user: null, sessionExpired: state.user !== null || state.sessionExpired });
    },

    acknowledgeExpired() {
      if (state.sessionExpired) setState({ ...state, sessionExpired: false });
    },

    signedOutHere: () => loggedOutHere && state.status === 'signed-out',
  };

  // Another tab signed in, out, or lost its session: this one follows at once. Storage is only read
  // here, never cleared: between the two writes of a login the token and user disagree for a moment.
  otherTabs?.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
    const { token, user: found } = readStoredPair();
    if (token === null || found === null) {
      if (state.user !== null) {
        loggedOutHere = false;
        setState({ status: 'signed-out', user: null, sessionExpired: false });
      }
      return;
    }
    if (token !== found.token || found.token === state.user?.token || isExpired(found, now())) return;
    loggedOutHere = false;
    setState({ status: 'signed-in', user: found, sessionExpired: false });
  });

  return store;
}
