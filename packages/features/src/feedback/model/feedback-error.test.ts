import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { isFeedbackRateLimited } from './feedback-error';

const httpError = (status: number, body?: unknown) =>
  new ApiError({ kind: 'http', status, message: `HTTP ${status}`, path: '/v1/feedback', method: 'POST', body });

describe('isFeedbackRateLimited', () => {
  it("is a 429, or a server message with 429 or 'too many requests'", () => {
    expect(isFeedbackRateLimited(httpError(429, { message: 'Slow down' }))).toBe(true);
    expect(isFeedbackRateLimited(httpError(400, { message: 'TOO MANY REQUESTS today' }))).toBe(true);
    expect(isFeedbackRateLimited(httpError(400, { message: 'Error 429, wait' }))).toBe(true);
  });

  it('is nothing else', () => {
    expect(isFeedbackRateLimited(httpError(500, { message: 'Too many requests upstream' }))).toBe(false);
    expect(isFeedbackRateLimited(httpError(400, { message: 'Title too long' }))).toBe(false);
    expect(isFeedbackRateLimited(new Error('429'))).toBe(false);
  });
});
