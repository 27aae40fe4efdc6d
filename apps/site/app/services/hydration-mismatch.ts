import { reportError } from '@holostream/api';

let reported = false;

/**
 * React recovered from a difference between the prerendered HTML and the first render by rendering that part anew
 * (root.tsx's boundary): the page works, and developers hear of it once per page load, not once per boundary.
 */
export function reportHydrationMismatch(error: unknown): void {
  if (reported) return;
  reported = true;
  reportError({ operation: 'hydrate page', message: 'The page differed from its HTML and was rendered anew', error });
}
