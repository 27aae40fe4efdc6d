import { describeFailure } from '@holostream/api';

/**
 * docs/product.md §8: "Invalid email or password" answers a sign-in the server refused (a 4xx other than 429), and a
 * token in an unusable format. Being offline, a timeout, a 5xx or a 429 say what they are instead.
 */
export function isRejectedSignIn(error: unknown): boolean {
  const { kind } = describeFailure(error);
  return kind === 'rejected' || kind === 'not-found' || kind === 'session-expired' || kind === 'unusable-answer';
}
