import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { isNotFound } from './failure-checks';

const apiError = (status: number, message: string, kind: ApiError['kind'] = 'http') =>
  new ApiError({ kind, status, message, path: '/v1/plans', method: 'GET' });

describe('failure checks', () => {
  it('reads only an HTTP 404 as not found', () => {
    expect(isNotFound(apiError(404, 'Payment method not found'))).toBe(true);
    expect(isNotFound(apiError(500, 'HTTP 500'))).toBe(false);
    expect(isNotFound(new Error('not found'))).toBe(false);
  });
});
