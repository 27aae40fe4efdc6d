import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { retryQuery } from './query-retry';

const error = (kind: ApiError['kind'], status = 0) =>
  new ApiError({ kind, status, message: 'x', path: '/v1/plans', method: 'GET' });

describe('retryQuery', () => {
  it('retries once a dropped connection or a 5xx', () => {
    expect(retryQuery(0, error('network'))).toBe(true);
    expect(retryQuery(0, error('http', 503))).toBe(true);
    expect(retryQuery(1, error('http', 503))).toBe(false);
  });

  it('never retries a timeout, a refusal or an unreadable answer', () => {
    expect(retryQuery(0, error('timeout'))).toBe(false);
    expect(retryQuery(0, error('http', 404))).toBe(false);
    expect(retryQuery(0, error('contract', 200))).toBe(false);
  });
});
