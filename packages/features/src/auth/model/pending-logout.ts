/**
 * Logouts the server has not heard yet (docs/product.md §4: logout tells the server). A logout clears this tab at once,
 * whatever the network; its token waits here, in local storage, until the server has answered its logout call (any
 * answer: the session is over either way), and is sent again at the next start or when the browser is back online.
 * Only the token is kept. The site's page script (visitor-check.js) writes the same list on a page without the app.
 */
export const PENDING_LOGOUT_KEY = 'holostream:pending-logout';

type PendingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function localStore(): PendingStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

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

/**
 * Tells the server of every pending logout with `send`; each leaves the list once the server answered. A call that
 * reached nobody (offline, no answer in time) stays for the next try: `heard(error)` says whether it got an answer.
 */
export async function sendPendingLogouts(
  send: (token: string) => Promise<unknown>,
  heard: (error: unknown) => boolean,
  storage: PendingStorage | undefined = localStore(),
): Promise<void> {
  await Promise.all(
    pendingLogouts(storage).map(async (token) => {
      try {
        await send(token);
        removePendingLogout(token, storage);
      } catch (error) {
        if (heard(error)) removePendingLogout(token, storage);
      }
    }),
  );
}
