import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { safeReport } from './report-error';

describe('safeReport: what may leave the browser', () => {
  it('keeps the operation, the status, the kind and the path template of a failed call', () => {
    const error = new ApiError({
      kind: 'http',
      status: 404,
      message: 'Not Found: /v1/user/auth/verify-reset-token/abc123secret',
      path: '/v1/user/auth/verify-reset-token/abc123secret',
      pathTemplate: '/v1/user/auth/verify-reset-token/{token}',
      method: 'GET',
      body: { token: 'abc123secret', ip: '203.0.113.7', coordinates: { latitude: 35.68, longitude: 139.69 } },
    });
    const report = safeReport({
      operation: 'verifyResetToken',
      status: 404,
      message: error.message,
      error,
      detail: error.body,
    });
    expect(report).toEqual({
      operation: 'verifyResetToken',
      status: 404,
      kind: 'http',
      pathTemplate: '/v1/user/auth/verify-reset-token/{token}',
    });
    const sent = JSON.stringify(report);
    for (const secret of ['abc123secret', '203.0.113.7', '139.69', 'Not Found']) expect(sent).not.toContain(secret);
  });

  it("keeps an error's class, never its message, for anything else", () => {
    expect(
      safeReport({ operation: 'page crashed', message: 'x', error: new TypeError('Cannot read user@example.com') }),
    ).toEqual({ operation: 'page crashed', kind: 'TypeError' });
    expect(safeReport({ operation: 'card: handle next action', message: 'declined', detail: { token: 't' } })).toEqual({
      operation: 'card: handle next action',
    });
  });
});
