import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { isNoInvitationCode as isNotFound } from './invitation-code';

const apiError = (status: number, message: string, kind: ApiError['kind'] = 'http') =>
  new ApiError({ kind, status, message, path: '/v1/user/invitation-code', method: 'GET' });

describe('isNotFound (docs/product.md §8 Invitation code)', () => {
  it('is true for a 404 and for a message containing 404 or "not found"', () => {
    expect(isNotFound(apiError(404, 'Not Found: /v1/user/invitation-code'))).toBe(true);
    expect(isNotFound(new Error('HTTP 404: whatever'))).toBe(true);
    expect(isNotFound(new Error('Invitation code NOT FOUND'))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isNotFound(apiError(500, 'HTTP 500: Internal Server Error'))).toBe(false);
    expect(isNotFound(apiError(0, 'Network error', 'network'))).toBe(false);
    expect(isNotFound('not found')).toBe(false);
  });
});
