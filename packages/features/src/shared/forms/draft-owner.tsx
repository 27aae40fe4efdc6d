import { createContext, use } from 'react';

/**
 * Whose drafts the forms keep: the signed-in person's username, provided by the auth feature's
 * `AuthProvider` (features do not import each other). Null: nobody signed in, no draft is kept.
 */
export const DraftOwner = createContext<string | null>(null);

/**
 * The draft key of a form for the person signed in now (`feedback:alice`), or null without one.
 * Another account in the same tab gets another key, so it never sees this person's draft.
 */
export function useDraftKey(form: string): string | null {
  const owner = use(DraftOwner);
  return owner === null ? null : `${form}:${owner}`;
}
