// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Session } from '@holostream/api';
import { SANDBOX_ACCOUNTS, SANDBOX_DEMO_TOKEN } from './seed';
import { call, login, testSandbox } from './test-support/sandbox-client';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0 Safari/537.36';

async function sessions(sandbox: ReturnType<typeof testSandbox>, token: string) {
  const result = await call<Session[]>(sandbox, 'GET', '/v1/user/auth/sessions', { token });
  expect(result.status).toBe(200);
  return result.body;
}

describe('sessions', () => {
  it('records one session per login with device name, IP and place, current first', async () => {
    const sandbox = testSandbox();
    const token = await login(sandbox, 'demo', { 'user-agent': CHROME, 'x-forwarded-for': '198.51.100.9, 10.0.0.1' });
    const list = await sessions(sandbox, token);
    const [current, ...others] = list;
    expect(current).toMatchObject({
      name: CHROME,
      currentSession: true,
      ip: '198.51.100.9',
      details: { city: 'Paris', country: 'FR' },
      geographicInfo: { details: { eu: 1, timezone: 'Europe/Paris' } },
    });
    expect(others.length).toBeGreaterThanOrEqual(4);
    expect(others.every((session) => !session.currentSession)).toBe(true);
    const lastSeen = others.map((session) => Date.parse(session.lastUsedAt ?? session.createdAt));
    expect(lastSeen).toEqual([...lastSeen].sort((a, b) => b - a));
  });

  it('seeds sessions around the world: one in the EU, one without a place, one never used', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const list = await sessions(sandbox, SANDBOX_DEMO_TOKEN);
    expect(list[0]?.currentSession).toBe(true);
    expect(list.some((session) => session.geographicInfo?.details.eu === 1)).toBe(true);
    expect(list.some((session) => session.geographicInfo === null && session.coordinates === null)).toBe(true);
    expect(list.some((session) => session.lastUsedAt === null)).toBe(true);
    expect(list.some((session) => session.name === null)).toBe(true);
  });

  it('a login from loopback has no place; without a User-Agent no name', async () => {
    const sandbox = testSandbox();
    const token = await login(sandbox, 'alex');
    const [current] = await sessions(sandbox, token);
    expect(current).toMatchObject({ ip: '127.0.0.1', geographicInfo: null, coordinates: null, name: null });
  });

  it('only an accepted call updates lastUsedAt', async () => {
    const sandbox = testSandbox();
    const token = await login(sandbox);
    const store = await sandbox.store();
    const session = store.sessions.find((candidate) => candidate.token === token);
    expect(session?.lastUsedAt).toBeNull();
    await call(sandbox, 'POST', '/v1/user/auth/sessions/revoke', { token, json: { sessionId: 'x' } });
    expect(session?.lastUsedAt).toBeNull();
    await sessions(sandbox, token);
    expect(session?.lastUsedAt).toEqual(expect.any(Number));
  });
});

describe('revoking a session', () => {
  it('signs the other session out', async () => {
    const sandbox = testSandbox();
    const first = await login(sandbox);
    const second = await login(sandbox);
    const target = (await sessions(sandbox, first)).find(
      (session) => !session.currentSession && session.lastUsedAt === null,
    );
    const secondId = (await sessions(sandbox, second))[0]?.id;
    expect(target).toBeDefined();
    const result = await call(sandbox, 'POST', '/v1/user/auth/sessions/revoke', {
      token: first,
      json: { sessionId: secondId },
    });
    expect(result.status).toBe(200);
    expect((await call(sandbox, 'GET', '/v1/user/org', { token: second })).status).toBe(401);
    expect((await sessions(sandbox, first)).some((session) => session.id === secondId)).toBe(false);
  });

  it('refuses the current session (400) and unknown or foreign ones (404)', async () => {
    const sandbox = testSandbox();
    const demo = await login(sandbox);
    const alex = await login(sandbox, 'alex');
    const [mine] = await sessions(sandbox, demo);
    const [alexs] = await sessions(sandbox, alex);
    const current = await call(sandbox, 'POST', '/v1/user/auth/sessions/revoke', {
      token: demo,
      json: { sessionId: mine?.id },
    });
    expect(current.status).toBe(400);
    const foreign = await call(sandbox, 'POST', '/v1/user/auth/sessions/revoke', {
      token: demo,
      json: { sessionId: alexs?.id },
    });
    expect(foreign.status).toBe(404);
    const missing = await call(sandbox, 'POST', '/v1/user/auth/sessions/revoke', {
      token: demo,
      json: { sessionId: 999_999 },
    });
    expect(missing.status).toBe(404);
    expect((await call(sandbox, 'GET', '/v1/user/org', { token: alex })).status).toBe(200);
  });
});

describe('changing the password', () => {
  const demo = SANDBOX_ACCOUNTS.demo;

  it('signs every other session out and keeps this one', async () => {
    const sandbox = testSandbox();
    const here = await login(sandbox);
    const elsewhere = await login(sandbox);
    const result = await call(sandbox, 'POST', '/v1/user/auth/change-password', {
      token: here,
      json: { currentPassword: demo.password, newPassword: 'Changed-pass2!' },
    });
    expect(result.status).toBe(200);
    expect(await sessions(sandbox, here)).toHaveLength(1);
    expect((await call(sandbox, 'GET', '/v1/user/org', { token: elsewhere })).status).toBe(401);
    const oldLogin = await call(sandbox, 'POST', '/v1/user/auth', {
      json: { email: demo.email, password: demo.password },
    });
    expect(oldLogin.status).toBe(401);
  });

  it.each([
    [{ currentPassword: 'Wrong-pass1!', newPassword: 'Changed-pass2!' }, 'The current password is incorrect'],
    [{ currentPassword: demo.password, newPassword: 'weakpass' }, 'The password must contain an uppercase letter'],
    [
      { currentPassword: demo.password, newPassword: demo.password },
      'The new password must differ from the current one',
    ],
    [{ newPassword: 'Changed-pass2!' }, 'The current password is required'],
  ])('answers 400 for %o: %s', async (json, message) => {
    const sandbox = testSandbox();
    const token = await login(sandbox);
    const before = JSON.stringify(await sandbox.store());
    const result = await call<{ errors: string[] }>(sandbox, 'POST', '/v1/user/auth/change-password', {
      token,
      json,
    });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]).toBe(message);
    expect(JSON.stringify(await sandbox.store())).toBe(before);
  });
});
