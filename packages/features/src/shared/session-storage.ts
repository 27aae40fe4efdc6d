/** The browser's storage of that kind, or undefined where there is none (a prerender) or it is refused. */
function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}

/** This tab's session storage, when there is one. */
export const sessionStore = () => browserStorage('sessionStorage');

/** This browser's local storage (every tab's), when there is one. */
export const localStore = () => browserStorage('localStorage');

/** Removes every key that starts with `prefix` (a logout: nothing of the account stays behind); never throws. */
export function forgetKeysStartingWith(
  prefix: string,
  storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined,
): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
