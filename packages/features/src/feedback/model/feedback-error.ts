import { describeFailure } from '@holostream/api';

const RATE_LIMITED = /429|too many requests/i;

/**
 * docs/product.md §8 Feedback: a 429, or a server message containing 429 or 'too many requests', is "sending too
 * quickly"; any other failure says what went wrong in the person's words (`failureMessage`, with 'Failed
 * to submit feedback' as the fallback).
 */
export function isFeedbackRateLimited(error: unknown): boolean {
  const failure = describeFailure(error);
  return failure.kind === 'rate-limited' || RATE_LIMITED.test(failure.serverMessage ?? '');
}
