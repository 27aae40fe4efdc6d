import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { errorDetail } from './error-detail';

const apiError = (message: string, errors?: string[]) =>
  new ApiError({ kind: 'http', status: 400, message, path: '/v1/user/auth/change-password', method: 'POST', errors });

describe('errorDetail (spec §8 Change password)', () => {
  it('takes the first message of the errors list', () => {
    expect(errorDetail(apiError('Validation failed', ['The current password is incorrect', 'second']))).toBe(
      'The current password is incorrect',
    );
  });

  it('else the exception message', () => {
    expect(errorDetail(apiError('HTTP 500: Internal Server Error'))).toBe('HTTP 500: Internal Server Error');
    expect(errorDetail(new Error('Network down'))).toBe('Network down');
  });

  it('else nothing, so the screen says its own fallback', () => {
    expect(errorDetail(new Error('  '))).toBeNull();
    expect(errorDetail('a string')).toBeNull();
    expect(errorDetail(undefined)).toBeNull();
  });
});
