import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { errorReason } from './error-reason';

const apiError = (kind: ApiError['kind'], message: string) =>
  new ApiError({ kind, status: kind === 'http' ? 500 : 0, message, path: '/v1/live/sessions', method: 'GET' });

describe('errorReason', () => {
  it("keeps the server's normalised message for an HTTP failure", () => {
    expect(errorReason(apiError('http', 'HTTP 500: Internal Server Error'))).toEqual({
      text: 'HTTP 500: Internal Server Error',
    });
  });

  it('uses plain words for unreadable data, no connection and a timeout', () => {
    expect(errorReason(apiError('contract', 'GET /v1/live/sessions answered data that breaks…'))).toEqual({
      key: 'badData',
    });
    expect(errorReason(apiError('network', 'Failed to fetch'))).toEqual({ key: 'network' });
    expect(errorReason(apiError('timeout', 'Timed out'))).toEqual({ key: 'timeout' });
  });

  it('has nothing to add for a non-error', () => {
    expect(errorReason('oops')).toBeNull();
    expect(errorReason(new Error('  '))).toBeNull();
  });
});
