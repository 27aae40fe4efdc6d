import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { describeFeedbackError } from './feedback-error';

const httpError = (status: number, message: string) =>
  new ApiError({ kind: 'http', status, message, path: '/v1/feedback', method: 'POST' });

describe('describeFeedbackError', () => {
  it("turns a message with 429 or 'too many requests' into the rate-limit text", () => {
    expect(describeFeedbackError(httpError(429, 'Too many requests: try again in 60 seconds'))).toEqual({
      kind: 'rateLimited',
    });
    expect(describeFeedbackError(new Error('HTTP 429: Too Many Requests'))).toEqual({ kind: 'rateLimited' });
    expect(describeFeedbackError(new Error('TOO MANY REQUESTS'))).toEqual({ kind: 'rateLimited' });
    expect(describeFeedbackError(httpError(429, 'Slow down'))).toEqual({ kind: 'rateLimited' });
  });

  it('shows any other error by its message', () => {
    expect(describeFeedbackError(httpError(500, 'Internal server error'))).toEqual({
      kind: 'message',
      message: 'Internal server error',
    });
    expect(describeFeedbackError(new Error('Network down'))).toEqual({ kind: 'message', message: 'Network down' });
  });

  it('falls back when there is no message', () => {
    expect(describeFeedbackError(new Error('  '))).toEqual({ kind: 'fallback' });
    expect(describeFeedbackError('boom')).toEqual({ kind: 'fallback' });
    expect(describeFeedbackError(undefined)).toEqual({ kind: 'fallback' });
  });
});
