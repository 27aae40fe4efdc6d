// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Organization } from '@holostream/api';
import { SANDBOX_ACCOUNTS, SANDBOX_DEMO_TOKEN } from './seed';
import { call, login, ORIGIN, request, testSandbox } from './test-support/sandbox-client';

type TestSandbox = ReturnType<typeof testSandbox>;

async function control<Body>(sandbox: TestSandbox, method: string, path: string, json?: unknown) {
  const response = await sandbox.fetch(
    new Request(`${ORIGIN}/__sandbox${path}`, {
      method,
      // Changes are JSON requests (a cross-site form or plain fetch cannot send one without a preflight).
      headers: { 'content-type': 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    }),
  );
  return { status: response.status, body: (await response.json()) as Body };
}

describe('/__sandbox control routes', () => {
  it('describe the sandbox, its accounts and scenarios', async () => {
    const sandbox = testSandbox();
    const { body } = await control<{ about: string; accounts: typeof SANDBOX_ACCOUNTS }>(sandbox, 'GET', '');
    expect(body.about).toMatch(/not the production server/);
    expect(body.accounts.demo.email).toBe('demo@holostream.dev');
  });

  it('the outbox lists reset e-mails, filtered by recipient', async () => {
    const sandbox = testSandbox();
    for (const email of [SANDBOX_ACCOUNTS.demo.email, SANDBOX_ACCOUNTS.alex.email]) {
      await call(sandbox, 'POST', '/v1/user/auth/forgot-password', { json: { email } });
    }
    const all = await control<{ messages: { to: string; link: string }[] }>(sandbox, 'GET', '/outbox');
    expect(all.body.messages).toHaveLength(2);
    const alex = await control<{ messages: { to: string; link: string }[] }>(
      sandbox,
      'GET',
      `/outbox?to=${encodeURIComponent('ALEX@holostream.dev')}`,
    );
    expect(alex.body.messages.map((message) => message.to)).toEqual(['alex@holostream.dev']);
    expect(alex.body.messages[0]?.link).toMatch(/^http:\/\/sandbox\.test\/reset-password\?token=/);
  });

  it('sets scenarios at run time: answer scenarios keep the world, world scenarios reseed it', async () => {
    const sandbox = testSandbox();
    const token = await login(sandbox);
    const answer = await control<{ reseeded: boolean }>(sandbox, 'POST', '/scenario', {
      scenarios: ['feedback-rate-limited'],
    });
    expect(answer.body.reseeded).toBe(false);
    const json = { categoryId: 4, title: 'Hi', body: 'Hello' };
    expect((await call(sandbox, 'POST', '/v1/feedback', { token, json })).status).toBe(429);

    const world = await control<{ reseeded: boolean; active: string[] }>(sandbox, 'POST', '/scenario', {
      scenarios: ['no-organization'],
    });
    expect(world.body).toEqual({ active: ['no-organization'], reseeded: true });
    // A new world: the old token is gone.
    expect((await call(sandbox, 'GET', '/v1/user/org', { token })).status).toBe(401);
    const fresh = await login(sandbox);
    expect((await call(sandbox, 'GET', '/v1/user/org', { token: fresh })).body).toEqual([]);
    expect((await control<{ active: string[] }>(sandbox, 'GET', '/scenario')).body.active).toEqual(['no-organization']);
  });

  it('limits answer scenarios to operations', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    await control(sandbox, 'POST', '/scenario', { scenarios: ['server-error'], operations: ['getOrganizations'] });
    const orgs = await sandbox.fetch(request('GET', '/v1/user/org', { token: SANDBOX_DEMO_TOKEN }));
    expect(orgs.status).toBe(500);
    expect((await call(sandbox, 'GET', '/v1/plans')).status).toBe(200);
  });

  it.each([
    [{ scenarios: ['no-such-scenario'] }],
    [{ scenarios: 'slow' }],
    [{ scenarios: ['slow'], operations: ['noSuchOperation'] }],
    [{ scenarios: ['slow'], delayMs: -1 }],
    [{ scenarios: ['slow'], delayMs: 1.5 }],
    [{ scenarios: ['slow'], delayMs: 120_001 }],
    ['not an object'],
  ])('refuses a bad scenario body %o with 400', async (body) => {
    const sandbox = testSandbox();
    const result = await control<{ message: string }>(sandbox, 'POST', '/scenario', body);
    expect(result.status).toBe(400);
  });

  it('reset reseeds the world (optionally with scenarios) and clears the counts', async () => {
    const sandbox = testSandbox();
    const token = await login(sandbox);
    await call(sandbox, 'POST', '/v1/user/invitation-code', { token });
    const reset = await control<{ active: string[] }>(sandbox, 'POST', '/reset', { scenarios: ['free-plan'] });
    expect(reset.body.active).toEqual(['free-plan']);
    expect((await call(sandbox, 'GET', '/v1/user/org', { token })).status).toBe(401);
    const again = await login(sandbox);
    expect((await call(sandbox, 'GET', '/v1/subscription', { token: again })).body).toEqual([]);
  });

  it('reset with `now` runs the world from that instant; without it, the real clock again', async () => {
    const sandbox = testSandbox();
    const upToApril = '/v1/live/sessions?startMonth=1&startYear=2020&endMonth=4&endYear=2020';
    await control(sandbox, 'POST', '/reset', { now: '2020-03-31T23:30:00Z' });
    expect((await call(sandbox, 'GET', upToApril, { token: await login(sandbox) })).status).toBe(400);
    await control(sandbox, 'POST', '/reset', {});
    expect((await call(sandbox, 'GET', upToApril, { token: await login(sandbox) })).status).toBe(200);
    expect((await control(sandbox, 'POST', '/reset', { now: 'soon' })).status).toBe(400);
  });

  it('stats count requests per operation (a double submit shows as 2) and can be cleared', async () => {
    const sandbox = testSandbox();
    await call(sandbox, 'GET', '/v1/plans');
    await call(sandbox, 'GET', '/v1/plans');
    await call(sandbox, 'GET', '/v1/nowhere');
    const stats = await control<{ operations: Record<string, number>; total: number }>(sandbox, 'GET', '/stats');
    expect(stats.body).toEqual({ operations: { getPlans: 2, unknown: 1 }, total: 3 });
    await control(sandbox, 'DELETE', '/stats');
    expect((await control<{ total: number }>(sandbox, 'GET', '/stats')).body.total).toBe(0);
  });
});

describe('outside the contract', () => {
  it('an unknown path answers 404 with the error body', async () => {
    const sandbox = testSandbox();
    const result = await call(sandbox, 'GET', '/v1/does/not/exist');
    expect(result).toMatchObject({ status: 404, body: { message: 'Not Found: /v1/does/not/exist' } });
  });

  it('a known path with another method answers 405 with Allow', async () => {
    const sandbox = testSandbox();
    const result = await call(sandbox, 'PUT', '/v1/subscription');
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('GET, POST, DELETE');
    const org = await call(sandbox, 'PATCH', '/v1/org/7/member');
    expect(org.headers.get('allow')).toBe('GET, POST, DELETE');
  });

  it.each([
    ['http://localhost:6006', 'http://localhost:6006'],
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ['http://[::1]:5173', 'http://[::1]:5173'],
    ['https://evil.test', null],
    ['http://localhost.evil.test', null],
    ['null', null],
  ])("lets only this machine's pages read its answers: %s", async (origin, allowed) => {
    const sandbox = testSandbox();
    const preflight = await sandbox.fetch(
      new Request(`${ORIGIN}/v1/user/org`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      }),
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed);
    if (allowed) expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    const answer = await sandbox.fetch(new Request(`${ORIGIN}/v1/plans`, { headers: { origin } }));
    expect(answer.headers.get('access-control-allow-origin')).toBe(allowed);
  });

  it('names a reset token in what it says of a path, never writes it', async () => {
    const sandbox = testSandbox();
    const result = await call<{ message: string }>(sandbox, 'POST', '/v1/user/auth/verify-reset-token/rt_s3cr3t');
    expect(result.status).toBe(405);
    expect(result.body.message).toBe('Method POST not allowed on /v1/user/auth/verify-reset-token/{token}');
  });

  it('the same organisation path works for every verb the contract lists', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const [organization] = (await call<Organization[]>(sandbox, 'GET', '/v1/user/org', { token: SANDBOX_DEMO_TOKEN }))
      .body;
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await sandbox.fetch(request(method, `/v1/org/${organization?.id}/member`, { token: 'x' }));
      expect(response.status).toBe(401);
    }
  });
});

describe('sandbox control cannot be driven from another site', () => {
  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'scenarios=server-error'],
    ['a plain fetch', 'text/plain', '{"scenarios":["server-error"]}'],
    ['no content type', undefined, undefined],
  ])('refuses %s (415) and changes nothing', async (_name, type, body) => {
    const sandbox = testSandbox();
    const response = await sandbox.fetch(
      new Request(`${ORIGIN}/__sandbox/scenario`, {
        method: 'POST',
        ...(type ? { headers: { 'content-type': type } } : {}),
        ...(body ? { body } : {}),
      }),
    );
    expect(response.status).toBe(415);
    expect((await control<{ active: string[] }>(sandbox, 'GET', '/scenario')).body.active).toEqual([]);
  });

  it('refuses a body over the limit before reading it all', async () => {
    const sandbox = testSandbox();
    let pulled = 0;
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await sandbox.fetch(
      new Request(`${ORIGIN}/__sandbox/scenario`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect(pulled).toBeLessThan(10);
  });
});
