import { forgetKeysStartingWith, localStore, sessionStore } from '../session-storage';
/**
 * What a person typed into a form, kept in `sessionStorage` (this tab only) while they are away from
 * it: a session that expired, a reload. Keyed by the form and the person, so another account in the
 * same tab never sees it. Secrets are never stored: the form names the fields to leave out
 * (passwords, invitation codes), and card data is never a form field.
 */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftOptions<Field extends string> {
  /** The form and whose it is, e.g. `feedback:alice`; null keeps no draft (nobody signed in). */
  key: string | null;
  /** Fields never written down (passwords, invitation codes). */
  omit?: readonly Field[];
  /** Default `sessionStorage`. */
  storage?: DraftStorage;
}

const PREFIX = 'holostream:draft:';

/** The stored fields that the form has, with the type it holds there; null without a draft. */
export function readDraft<Values extends object>(
  { key, omit = [], storage = sessionStore() }: DraftOptions<string>,
  defaults: Values,
): Partial<Values> | null {
  if (key === null) return null;
  let stored: unknown;
  try {
    const text = storage?.getItem(PREFIX + key);
    stored = text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const known = defaults as Record<string, unknown>;
  const kept = Object.entries(stored).filter(
    ([name, value]) => !omit.includes(name) && name in known && typeof value === typeof known[name],
  );
  return kept.length > 0 ? (Object.fromEntries(kept) as Partial<Values>) : null;
}

/** Writes the values down, less the omitted fields. A full or blocked storage loses the draft, not the form. */
export function writeDraft({ key, omit = [], storage = sessionStore() }: DraftOptions<string>, values: object): void {
  if (key === null) return;
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name)));
  try {
    storage?.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // Nothing else to do.
  }
}

/** Forgets the draft (the form was sent). */
export function clearDraft({ key, storage = sessionStore() }: DraftOptions<string>): void {
  if (key === null) return;
  try {
    storage?.removeItem(PREFIX + key);
  } catch {
    // Nothing to forget.
  }
}

/** Forgets every draft of this tab (a logout: nothing of the account stays behind). */
export function clearDrafts(
  storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined = sessionStore(),
): void {
  forgetKeysStartingWith(PREFIX, storage);
}

/** The key a logout writes for a moment, so the other tabs hear it (a `storage` event) and forget their drafts. */
const LOGOUT_SIGNAL = 'holostream:logged-out';

/** Tells the other tabs that the person logged out here: each forgets its drafts too. Nothing stays stored. */
export function announceLogout(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = localStore()) {
  try {
    storage?.setItem(LOGOUT_SIGNAL, String(Date.now()));
    storage?.removeItem(LOGOUT_SIGNAL);
  } catch {
    // Blocked storage: the other tabs keep their drafts until they are closed.
  }
}

/**
 * Forgets this tab's drafts (and what `also` forgets) whenever another tab announces a logout; returns the way to
 * stop listening.
 */
export function forgetDraftsOnLogoutElsewhere(
  tabs: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  also: () => void = () => undefined,
) {
  const listener = (event: StorageEvent) => {
    if (event.key !== LOGOUT_SIGNAL || event.newValue === null) return;
    clearDrafts();
    also();
  };
  tabs.addEventListener('storage', listener);
  return () => tabs.removeEventListener('storage', listener);
}
