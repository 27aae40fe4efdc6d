import { isApiError } from '@holostream/api';

/** What a failed send shows (spec §8 Feedback). */
export type FeedbackFailure = { kind: 'rateLimited' } | { kind: 'message'; message: string } | { kind: 'fallback' };

const RATE_LIMITED = /429|too many requests/i;

/**
 * Spec §8: a message containing 429 or 'too many requests' → the rate-limit text; another error → its own
 * message; anything else → 'Failed to submit feedback'. A 429 status counts too, whatever its message.
 */
export function describeFeedbackError(error: unknown): FeedbackFailure {
  const message = error instanceof Error ? error.message.trim() : '';
  if ((isApiError(error) && error.status === 429) || RATE_LIMITED.test(message)) return { kind: 'rateLimited' };
  if (message !== '') return { kind: 'message', message };
  return { kind: 'fallback' };
}
