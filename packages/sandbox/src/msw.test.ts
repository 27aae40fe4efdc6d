// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxHandlers, sandboxMsw } from './msw';
import { SANDBOX_ACCOUNTS, SANDBOX_DEMO_TOKEN } from './seed';
import { validateAgainstContract } from './test-support/contract-validator';

let server: ReturnType<typeof setupServer> | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

function listen(handlers: Parameters<typeof setupServer>) {
  server = setupServer(...handlers);
  server.listen({ onUnhandledFrame: 'error' });
}

describe('the sandbox in MSW', () => {
  it('answers fetch from the same app, signed in with the demo token', async () => {
    listen(sandboxHandlers({ signedInAs: 'demo', passwordIterations: 1000 }));
    const response = await fetch('http://localhost:6006/v1/user/org', {
      headers: { authorization: `Bearer ${SANDBOX_DEMO_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(await validateAgainstContract('GET', '/v1/user/org', response)).toEqual([
      expect.objectContaining({ name: 'Holostream Studio' }),
    ]);
  });

  it('signs in with a JSON body and applies scenarios', async () => {
    listen(sandboxHandlers({ scenarios: ['no-organization'], passwordIterations: 1000 }));
    const { email, password } = SANDBOX_ACCOUNTS.demo;
    const login = await fetch('http://localhost/v1/user/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await validateAgainstContract('POST', '/v1/user/auth', login)) as { token: string };
    const orgs = await fetch('http://localhost/v1/user/org', { headers: { authorization: `Bearer ${token}` } });
    expect(await validateAgainstContract('GET', '/v1/user/org', orgs)).toEqual([]);
  });

  it('serves an API base URL with a path prefix, and leaves other URLs alone', async () => {
    const { handlers, sandbox } = sandboxMsw({ baseUrl: 'https://api.example.test/api', passwordIterations: 1000 });
    listen(handlers);
    const { email } = SANDBOX_ACCOUNTS.alex;
    const response = await fetch('https://api.example.test/api/v1/user/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await validateAgainstContract('POST', '/v1/user/auth/forgot-password', response);
    expect(response.status).toBe(200);
    expect((await sandbox.store()).outbox[0]?.link).toMatch(/^https:\/\/api\.example\.test\/reset-password\?token=/);
    await expect(fetch('https://api.example.test/v1/plans')).rejects.toThrow();
    await expect(fetch('https://elsewhere.example.test/api/v1/plans')).rejects.toThrow();
  });
});
