// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS } from './seed';
import { call, login, testClock, testSandbox } from './test-support/sandbox-client';
import { DAY } from './time';

const demo = SANDBOX_ACCOUNTS.demo;

describe('login', () => {
  it('answers a bearer token for the demo account, which then opens authenticated calls', async () => {
    const sandbox = testSandbox();
    const result = await call<{ token: string; type: string; username: string; expiresAt: string }>(
      sandbox,
      'POST',
      '/v1/user/auth',
      { json: { email: demo.email, password: demo.password } },
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ type: 'bearer', username: 'demo', lastUsedAt: null });
    const subscriptions = await call(sandbox, 'GET', '/v1/subscription', { token: result.body.token });
    expect(subscriptions.status).toBe(200);
  });

  it('matches the e-mail without regard to case', async () => {
    const sandbox = testSandbox();
    const result = await call(sandbox, 'POST', '/v1/user/auth', {
      json: { email: 'DEMO@Holostream.dev', password: demo.password },
    });
    expect(result.status).toBe(200);
  });

  it.each([
    ['a wrong password', { email: demo.email, password: 'Demo-pass2!' }],
    ['an unknown e-mail', { email: 'nobody@holostream.dev', password: demo.password }],
  ])('answers 401 Invalid email or password for %s', async (_, json) => {
    const sandbox = testSandbox();
    const result = await call(sandbox, 'POST', '/v1/user/auth', { json });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Invalid email or password' });
  });

  it('answers 400 with the reasons for missing fields', async () => {
    const sandbox = testSandbox();
    const result = await call<{ errors: string[] }>(sandbox, 'POST', '/v1/user/auth', { json: { email: '' } });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual(['The e-mail is required', 'The password is required']);
  });

  it('stores a salted PBKDF2 hash, never the password', async () => {
    const sandbox = testSandbox();
    const store = await sandbox.store();
    const account = store.accounts.find((candidate) => candidate.username === 'demo');
    expect(account?.passwordHash).toMatch(/^pbkdf2-sha256\$1000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(JSON.stringify(store)).not.toContain(demo.password);
    const salts = store.accounts.map((candidate) => candidate.passwordHash.split('$')[2]);
    expect(new Set(salts).size).toBe(salts.length);
  });
});

describe('tokens', () => {
  it('expire after 30 days: the call answers 401 Session expired', async () => {
    const clock = testClock();
    const sandbox = testSandbox({ now: clock.now });
    const token = await login(sandbox);
    clock.advance(29 * DAY);
    expect((await call(sandbox, 'GET', '/v1/user/org', { token })).status).toBe(200);
    clock.advance(2 * DAY);
    const expired = await call(sandbox, 'GET', '/v1/user/org', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Session expired' });
  });

  it.each([
    ['no scheme', { authorization: 'oat_sandbox.demo' }],
    ['the Basic scheme', { authorization: 'Basic ZGVtbzpwYXNz' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['an unknown token', { authorization: 'Bearer oat_nope.nope' }],
  ])('answer 401 for %s', async (_, headers) => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const result = await call(sandbox, 'GET', '/v1/user/auth/sessions', { headers });
    expect(result.status).toBe(401);
  });

  it('are optional on the plans, but a bad one still answers 401 there', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    expect((await call(sandbox, 'GET', '/v1/plans')).status).toBe(200);
    expect((await call(sandbox, 'GET', '/v1/plans', { token: 'oat_sandbox.demo' })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/v1/plans', { token: 'expired-or-unknown' })).status).toBe(401);
  });
});

describe('signup', () => {
  const valid = { username: 'grace2025', email: 'grace@example.com', password: 'Hologram1!' };

  it('creates the account and signs it in (201 with a token)', async () => {
    const sandbox = testSandbox();
    const result = await call<{ token: string; username: string }>(sandbox, 'POST', '/v1/user/create', {
      json: valid,
    });
    expect(result.status).toBe(201);
    expect(result.body.username).toBe('grace2025');
    const subscriptions = await call(sandbox, 'GET', '/v1/subscription', { token: result.body.token });
    expect(subscriptions.body).toEqual([]);
    const again = await call(sandbox, 'POST', '/v1/user/auth', {
      json: { email: valid.email, password: valid.password },
    });
    expect(again.status).toBe(200);
  });

  it('answers only a message in the signup-without-token scenario', async () => {
    const sandbox = testSandbox({ scenarios: ['signup-without-token'] });
    const result = await call(sandbox, 'POST', '/v1/user/create', { json: valid });
    expect(result).toMatchObject({ status: 201, body: { message: 'Account created. Please sign in.' } });
  });

  it.each([
    ['the username', { ...valid, username: 'demo' }, 'This username is already taken'],
    ['the e-mail', { ...valid, email: 'Alex@holostream.dev' }, 'An account with this e-mail already exists'],
  ])('answers 409 when %s is taken', async (_, json, message) => {
    const sandbox = testSandbox();
    const result = await call<{ errors: string[] }>(sandbox, 'POST', '/v1/user/create', { json });
    expect(result.status).toBe(409);
    expect(result.body.errors[0]).toBe(message);
  });

  it.each([
    [{ ...valid, username: 'abc' }, 'The username must be 4 to 128 characters long'],
    [{ ...valid, username: 'grace_2025' }, 'The username may contain only letters and digits'],
    [{ ...valid, email: 'grace' }, 'The e-mail is not valid'],
    [{ ...valid, password: 'short1!' }, 'The password must be 8 to 128 characters long'],
    [{ ...valid, password: '-Hologram1!' }, 'The password must start with a letter, a digit or one of @$!%*?&'],
    [{ ...valid, password: 'HOLOGRAM1!' }, 'The password must contain a lowercase letter'],
    [{ ...valid, password: 'hologram1!' }, 'The password must contain an uppercase letter'],
    [{ ...valid, password: 'Hologram!!' }, 'The password must contain a digit'],
    [{ ...valid, password: 'Hologram11' }, 'The password must contain one of @$!%*?&'],
  ])('checks the §5 rules in order: %o → %s', async (json, first) => {
    const sandbox = testSandbox();
    const result = await call<{ errors: string[] }>(sandbox, 'POST', '/v1/user/create', { json });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]).toBe(first);
    expect((await sandbox.store()).accounts.some((account) => account.email === json.email)).toBe(false);
  });
});

describe('logout', () => {
  it('revokes the token', async () => {
    const sandbox = testSandbox();
    const token = await login(sandbox);
    expect((await call(sandbox, 'POST', '/v1/user/logout', { token })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/v1/user/org', { token })).status).toBe(401);
    expect((await call(sandbox, 'POST', '/v1/user/logout', { token })).status).toBe(401);
  });
});

describe('password reset', () => {
  async function requestReset(sandbox: ReturnType<typeof testSandbox>, email: string) {
    const result = await call(sandbox, 'POST', '/v1/user/auth/forgot-password', { json: { email } });
    expect(result.status).toBe(200);
    return result.body;
  }

  it('writes the link to the log and the outbox; the token verifies, resets once, and signs sessions out', async () => {
    const sandbox = testSandbox();
    const oldToken = await login(sandbox);
    await requestReset(sandbox, demo.email);
    expect(sandbox.logs.join('\n')).toMatch(
      /demo@holostream\.dev: http:\/\/sandbox\.test\/reset-password\?token=[0-9a-f]{64}/,
    );
    const outbox = await (await sandbox.fetch(new Request('http://sandbox.test/__sandbox/outbox'))).json();
    const [message] = (outbox as { messages: { to: string; link: string }[] }).messages;
    expect(message?.to).toBe(demo.email);
    const token = new URL(message?.link ?? '').searchParams.get('token') ?? '';

    const verified = await call(sandbox, 'GET', `/v1/user/auth/verify-reset-token/${token}`);
    expect(verified.body).toEqual({ valid: true, email: demo.email, message: 'Token is valid' });

    const reset = await call(sandbox, 'POST', '/v1/user/auth/reset-password', {
      json: { token, password: 'Brand-new1!' },
    });
    expect(reset.status).toBe(200);
    expect((await call(sandbox, 'GET', '/v1/user/org', { token: oldToken })).status).toBe(401);
    const signIn = await call(sandbox, 'POST', '/v1/user/auth', {
      json: { email: demo.email, password: 'Brand-new1!' },
    });
    expect(signIn.status).toBe(200);

    const reused = await call(sandbox, 'POST', '/v1/user/auth/reset-password', {
      json: { token, password: 'Brand-new2!' },
    });
    expect(reused).toMatchObject({ status: 400, body: { message: 'Invalid or expired reset token' } });
    const after = await call(sandbox, 'GET', `/v1/user/auth/verify-reset-token/${token}`);
    expect(after.body).toEqual({ valid: false, message: 'Invalid or expired reset token' });
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const sandbox = testSandbox();
    const known = await requestReset(sandbox, demo.email);
    const unknown = await requestReset(sandbox, 'nobody@holostream.dev');
    expect(unknown).toEqual(known);
    expect((await sandbox.store()).outbox).toHaveLength(1);
  });

  it('lets a link expire after an hour', async () => {
    const clock = testClock();
    const sandbox = testSandbox({ now: clock.now });
    await requestReset(sandbox, demo.email);
    const token = (await sandbox.store()).resetTokens[0]?.token ?? '';
    clock.advance(61 * 60 * 1000);
    const verified = await call(sandbox, 'GET', `/v1/user/auth/verify-reset-token/${token}`);
    expect(verified.body).toMatchObject({ valid: false });
  });

  it('answers valid false for an unknown token and 400 for an absurd one', async () => {
    const sandbox = testSandbox();
    expect((await call(sandbox, 'GET', '/v1/user/auth/verify-reset-token/nope')).body).toMatchObject({ valid: false });
    const long = await call(sandbox, 'GET', `/v1/user/auth/verify-reset-token/${'a'.repeat(600)}`);
    expect(long.status).toBe(400);
  });

  it('refuses a weak new password before looking at the token', async () => {
    const sandbox = testSandbox();
    const result = await call<{ errors: string[] }>(sandbox, 'POST', '/v1/user/auth/reset-password', {
      json: { token: 'whatever', password: 'weak' },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]).toBe('The password must be 8 to 128 characters long');
  });
});
