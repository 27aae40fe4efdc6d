import { isApiError } from '@holostream/api';
import { localStore } from '../../shared/session-storage';

/**
 * Logouts the server has not heard yet (docs/product.md §4: logout tells the server). A logout clears this tab at once,
 * whatever the network; its token waits here, in local storage, until the server has heard its logout call (a 2xx, or
 * a 401: that session was over already), and is sent again at the next start or when the browser is back online. A
 * 5xx, a redirect or no answer says nothing of the session, which may still be valid on the server. Only the token is
 * kept. The site's page script (visitor-check.js) writes the same list, by the same rule, on a page without the app.
 */
export const PENDING_LOGOUT_KEY = 'holostream:pending-logout';

type PendingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tokens whose logout the server has not heard yet. */
export function pendingLogouts(storage: PendingStorage | undefined = localStore()): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(PENDING_LOGOUT_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((token): token is string => typeof token === 'string' && token !== '')
      : [];
  } catch {
    return [];
  }
}

function keep(tokens: string[], storage: PendingStorage | undefined): void {
  try {
    if (tokens.length === 0) storage?.removeItem(PENDING_LOGOUT_KEY);
    else storage?.setItem(PENDING_LOGOUT_KEY, JSON.stringify(tokens));
  } catch {
    // Blocked storage: this tab tells the server once, now.
  }
}

/** A logout to tell the server of, until it has heard it. */
export function addPendingLogout(token: string, storage: PendingStorage | undefined = localStore()): void {
  const tokens = pendingLogouts(storage);
  if (!tokens.includes(token)) keep([...tokens, token], storage);
}

/** The server has heard the logout of `token`. */
export function removePendingLogout(token: string, storage: PendingStorage | undefined = localStore()): void {
  keep(
    pendingLogouts(storage).filter((pending) => pending !== token),
    storage,
  );
}

/** Whether a logout call that failed with `error` was heard all the same: the server answered 401. */
export function heardDespite(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 401;
}

/**
 * Tells the server of every pending logout with `send` (which resolves on a 2xx); each leaves the list once the server
 * heard it. Any other outcome (a 5xx, a redirect refused, offline, no answer in time) stays for the next try.
 */
export async function sendPendingLogouts(
  send: (token: string) => Promise<unknown>,
  storage: PendingStorage | undefined = localStore(),
): Promise<void> {
  await Promise.all(
    pendingLogouts(storage).map(async (token) => {
      try {
        await send(token);
        removePendingLogout(token, storage);
      } catch (error) {
        if (heardDespite(error)) removePendingLogout(token, storage);
      }
    }),
  );
}
