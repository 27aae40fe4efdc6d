import { createContext, use } from 'react';

/**
 * Who is signed in: their username, provided by the auth feature's `AuthProvider` (features do not import each
 * other). Null: nobody. What is kept for a person (drafts, purchase attempts) is keyed by it, so another account
 * in the same tab never sees it.
 */
export const SignedInPerson = createContext<string | null>(null);

/** The signed-in person's username, or null. */
export function useSignedInPerson(): string | null {
  return use(SignedInPerson);
}

/** The draft key of a form for the person signed in now (`feedback:alice`), or null without one. */
export function useDraftKey(form: string): string | null {
  const person = useSignedInPerson();
  return person === null ? null : `${form}:${person}`;
}

/** The signed-in person's e-mail, the account's sign-in identifier (password managers file passwords under it). */
export const SignedInEmail = createContext<string | null>(null);

/** The signed-in person's e-mail, or null. */
export function useSignedInEmail(): string | null {
  return use(SignedInEmail);
}
