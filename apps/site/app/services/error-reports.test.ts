// @vitest-environment jsdom
import { ApiError, reportError, setErrorReporter } from '@holostream/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportErrorsTo } from './error-reports';

afterEach(() => setErrorReporter());

describe('error reports sent to the monitoring URL', () => {
  it('carry the operation, the path template, the status, the kind and the page, and nothing else', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent: { url: string; body: string }[] = [];
    Object.assign(navigator, {
      sendBeacon: (url: string, body: Blob) => {
        void body.text().then((text) => sent.push({ url, body: text }));
        return true;
      },
    });
    window.history.replaceState(null, '', '/reset-password?token=abc123secret');
    reportErrorsTo('https://errors.holostream.test/collect');
    reportError({
      operation: 'verifyResetToken',
      status: 404,
      message: 'Not Found: /v1/user/auth/verify-reset-token/abc123secret',
      error: new ApiError({
        kind: 'http',
        status: 404,
        message: 'Not Found: /v1/user/auth/verify-reset-token/abc123secret',
        path: '/v1/user/auth/verify-reset-token/abc123secret',
        pathTemplate: '/v1/user/auth/verify-reset-token/{token}',
        method: 'GET',
        body: { email: 'kai@example.com' },
      }),
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe('https://errors.holostream.test/collect');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      operation: 'verifyResetToken',
      status: 404,
      kind: 'http',
      pathTemplate: '/v1/user/auth/verify-reset-token/{token}',
      page: '/reset-password',
    });
    expect(sent[0]?.body).not.toMatch(/abc123secret|kai@example/);
  });
});
