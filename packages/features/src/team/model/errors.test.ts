import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { errorMessage, failureMessage, isAborted, isNotFound } from './errors';

const apiError = (status: number, message: string, kind: ApiError['kind'] = 'http') =>
  new ApiError({ kind, status, message, path: '/v1/user/invitation-code', method: 'GET' });

describe('isNotFound (spec §8 Invitation code)', () => {
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

describe('isAborted and errorMessage', () => {
  it('tells a cancelled request apart', () => {
    expect(isAborted(apiError(0, 'aborted', 'aborted'))).toBe(true);
    expect(isAborted(apiError(500, 'boom'))).toBe(false);
  });

  it('reads the message, or nothing when it is blank or not an Error', () => {
    expect(errorMessage(apiError(400, 'The invitation code has expired'))).toBe('The invitation code has expired');
    expect(errorMessage(new Error('  '))).toBeUndefined();
    expect(errorMessage({ message: 'x' })).toBeUndefined();
  });
});

describe('failureMessage', () => {
  it("says the error's message, else the fallback of the spec", () => {
    expect(failureMessage(new Error('Member not found'), 'Failed to remove member')).toBe('Member not found');
    expect(failureMessage(new Error(''), 'Failed to remove member')).toBe('Failed to remove member');
    expect(failureMessage(undefined, 'Failed to add member')).toBe('Failed to add member');
  });
});
