import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { errorMessage, failureMessage } from './errors';

const apiError = (status: number, message: string, kind: ApiError['kind'] = 'http') =>
  new ApiError({ kind, status, message, path: '/v1/user/invitation-code', method: 'GET' });

describe('errorMessage', () => {
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
