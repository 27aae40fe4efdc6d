import { ApiError } from '@holostream/api';
import { describe, expect, it, vi } from 'vitest';
import { isAborted, isNotFound, logFailure } from './failure-log';

const apiError = (status: number, message: string, kind: ApiError['kind'] = 'http') =>
  new ApiError({ kind, status, message, path: '/v1/plans', method: 'GET' });

describe('failure-log', () => {
  it('tells a cancelled request apart', () => {
    expect(isAborted(apiError(0, 'aborted', 'aborted'))).toBe(true);
    expect(isAborted(apiError(500, 'boom'))).toBe(false);
  });

  it('reads only an HTTP 404 as not found', () => {
    expect(isNotFound(apiError(404, 'Payment method not found'))).toBe(true);
    expect(isNotFound(apiError(500, 'HTTP 500'))).toBe(false);
    expect(isNotFound(new Error('not found'))).toBe(false);
  });

  it('logs a failure and rethrows it, but not a cancelled request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = apiError(500, 'boom');
    await expect(logFailure('load the plans', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(warn).toHaveBeenCalledWith('Failed to load the plans', failure);
    warn.mockClear();
    await expect(logFailure('load the plans', () => Promise.reject(apiError(0, 'x', 'aborted')))).rejects.toThrow();
    expect(warn).not.toHaveBeenCalled();
    await expect(logFailure('load the plans', () => Promise.resolve(3))).resolves.toBe(3);
    warn.mockRestore();
  });
});
