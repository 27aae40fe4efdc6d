// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { InvitationCode, Member, Organization } from '@holostream/api';
import { SANDBOX_DEMO_TOKEN, SANDBOX_TOKENS, type SandboxUsername } from './seed';
import { call, login, testClock, testSandbox } from './test-support/sandbox-client';
import { DAY } from './time';

const token = SANDBOX_DEMO_TOKEN;
type TestSandbox = ReturnType<typeof testSandbox>;

async function team(sandbox: TestSandbox, bearer = token) {
  const { body: organizations } = await call<Organization[]>(sandbox, 'GET', '/v1/user/org', { token: bearer });
  const [organization] = organizations;
  if (!organization) throw new Error('no organisation');
  const { body: members } = await call<Member[]>(sandbox, 'GET', `/v1/org/${organization.id}/member`, {
    token: bearer,
  });
  return { organization, members, path: `/v1/org/${organization.id}/member` };
}

/** The user's current code, as they would read it after signing in. */
async function codeOf(sandbox: TestSandbox, user: SandboxUsername) {
  const result = await call<InvitationCode>(sandbox, 'GET', '/v1/user/invitation-code', {
    token: await login(sandbox, user),
  });
  return result.body.code;
}

describe('organisations and members', () => {
  it('the demo user is admin of a 5-seat team with 3 members, itself marked', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const { organization, members } = await team(sandbox);
    expect(organization).toMatchObject({ name: 'Holostream Studio', seats: 5 });
    expect(members.map((member) => [member.name, member.role, member.isCurrentUser])).toEqual([
      ['demo', 'admin', true],
      ['mika', 'member', false],
      ['sora', 'member', false],
    ]);
  });

  it('has no organisation in the no-organization scenario, and alex has none', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', scenarios: ['no-organization'] });
    expect((await call(sandbox, 'GET', '/v1/user/org', { token })).body).toEqual([]);
    const other = testSandbox({ signedInAs: 'alex' });
    expect((await call(other, 'GET', '/v1/user/org', { token: SANDBOX_TOKENS.alex })).body).toEqual([]);
  });

  it('answers 403 to an outsider and 404 for an unknown organisation', async () => {
    const sandbox = testSandbox({ signedInAs: 'alex' });
    const store = await sandbox.store();
    const id = store.organizations[0]?.id;
    expect((await call(sandbox, 'GET', `/v1/org/${id}/member`, { token: SANDBOX_TOKENS.alex })).status).toBe(403);
    expect((await call(sandbox, 'GET', '/v1/org/999/member', { token: SANDBOX_TOKENS.alex })).status).toBe(404);
    expect((await call(sandbox, 'GET', '/v1/org/x/member', { token: SANDBOX_TOKENS.alex })).status).toBe(404);
  });
});

describe('adding a member', () => {
  it('needs the username and that user’s valid code, which it consumes', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const { path } = await team(sandbox);
    const code = await codeOf(sandbox, 'alex');
    const added = await call(sandbox, 'POST', path, {
      token,
      json: { username: 'alex', invitationCode: code, role: 'member' },
    });
    expect(added.status).toBe(200);
    const { members } = await team(sandbox);
    expect(members.find((member) => member.name === 'alex')?.role).toBe('member');
    // The code is gone: alex's fetch answers 404 (the dialog shows 'expired' and offers a new one).
    const after = await call(sandbox, 'GET', '/v1/user/invitation-code', { token: await login(sandbox, 'alex') });
    expect(after.status).toBe(404);
  });

  it('accepts a lower-case code and the admin role', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const { path } = await team(sandbox);
    const code = (await codeOf(sandbox, 'jordan')).toLowerCase();
    const added = await call(sandbox, 'POST', path, {
      token,
      json: { username: 'jordan', invitationCode: ` ${code} `, role: 'admin' },
    });
    expect(added.status).toBe(200);
    expect((await team(sandbox)).members.find((member) => member.name === 'jordan')?.role).toBe('admin');
  });

  it.each([
    [
      'another user’s code',
      { username: 'jordan', useCodeOf: 'alex' },
      400,
      'The invitation code does not match this user',
    ],
    [
      'an expired code',
      { username: 'riley', useCodeOf: 'riley' },
      400,
      'The invitation code has expired; ask for a new one',
    ],
    ['an unknown user', { username: 'nobody', useCodeOf: 'alex' }, 404, 'There is no user with this username'],
    ['an existing member', { username: 'mika', useCodeOf: 'alex' }, 400, 'mika is already a member of this team'],
  ] as const)('refuses %s', async (_, { username, useCodeOf }, status, message) => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const { path } = await team(sandbox);
    const store = await sandbox.store();
    const owner = store.accounts.find((account) => account.username === useCodeOf);
    const code = store.invitationCodes.find((candidate) => candidate.accountId === owner?.id)?.code;
    const before = JSON.stringify(store);
    const result = await call<{ message: string }>(sandbox, 'POST', path, {
      token,
      json: { username, invitationCode: code, role: 'member' },
    });
    expect(result.status).toBe(status);
    expect(result.body.message).toBe(message);
    expect(JSON.stringify(store)).toBe(before);
  });

  it('answers 400 with the reasons for a missing username or a malformed code', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const { path } = await team(sandbox);
    const result = await call<{ errors: string[] }>(sandbox, 'POST', path, {
      token,
      json: { username: ' ', invitationCode: 'ABCD-EFGH' },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([
      'The username is required',
      'The invitation code must look like XXXX-XXXX-XXXX-XXXX',
      'The role is required',
    ]);
  });

  it('is blocked when the team is at capacity', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', scenarios: ['team-at-capacity'] });
    const { organization, members, path } = await team(sandbox);
    expect(members.length).toBe(organization.seats);
    const code = await codeOf(sandbox, 'alex');
    const result = await call(sandbox, 'POST', path, {
      token,
      json: { username: 'alex', invitationCode: code, role: 'member' },
    });
    expect(result.status).toBe(400);
  });

  it('is for admins only (403 in the member-role scenario)', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', scenarios: ['member-role'] });
    const { members, path } = await team(sandbox);
    expect(members.find((member) => member.isCurrentUser)?.role).toBe('member');
    const code = await codeOf(sandbox, 'alex');
    const result = await call(sandbox, 'POST', path, {
      token,
      json: { username: 'alex', invitationCode: code, role: 'member' },
    });
    expect(result.status).toBe(403);
    const removal = await call(sandbox, 'DELETE', path, { token, json: { memberId: members[0]?.id } });
    expect(removal.status).toBe(403);
  });
});

describe('removing a member', () => {
  it('removes another member; an admin cannot remove themselves', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const { members, path } = await team(sandbox);
    const self = members.find((member) => member.isCurrentUser);
    const mika = members.find((member) => member.name === 'mika');
    expect((await call(sandbox, 'DELETE', path, { token, json: { memberId: self?.id } })).status).toBe(400);
    expect((await call(sandbox, 'DELETE', path, { token, json: { memberId: mika?.id } })).status).toBe(200);
    expect((await team(sandbox)).members.map((member) => member.name)).toEqual(['demo', 'sora']);
    expect((await call(sandbox, 'DELETE', path, { token, json: { memberId: mika?.id } })).status).toBe(404);
  });
});

describe('invitation codes', () => {
  it('answers the current code, XXXX-XXXX-XXXX-XXXX with an expiry', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', now: testClock().now });
    const { status, body } = await call<InvitationCode>(sandbox, 'GET', '/v1/user/invitation-code', { token });
    expect(status).toBe(200);
    expect(body.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.parse('2025-07-10T09:00:00Z'));
  });

  it('expires (404), and a new one can be generated (201) that replaces it', async () => {
    const clock = testClock();
    const sandbox = testSandbox({ signedInAs: 'demo', now: clock.now });
    const old = (await call<InvitationCode>(sandbox, 'GET', '/v1/user/invitation-code', { token })).body.code;
    clock.advance(4 * DAY);
    expect((await call(sandbox, 'GET', '/v1/user/invitation-code', { token })).status).toBe(404);
    const created = await call<InvitationCode>(sandbox, 'POST', '/v1/user/invitation-code', { token });
    expect(created.status).toBe(201);
    expect(created.body.code).not.toBe(old);
    expect(created.body.expiresAt).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());
    const current = await call<InvitationCode>(sandbox, 'GET', '/v1/user/invitation-code', { token });
    expect(current.body).toEqual(created.body);
  });

  it.each(['invitation-code-expired', 'no-invitation-code'] as const)(
    'answers 404 in the %s scenario',
    async (scenario) => {
      const sandbox = testSandbox({ signedInAs: 'demo', scenarios: [scenario] });
      expect((await call(sandbox, 'GET', '/v1/user/invitation-code', { token })).status).toBe(404);
    },
  );

  it('expires ten seconds after seeding in the invitation-code-expiring scenario', async () => {
    const clock = testClock();
    const sandbox = testSandbox({ signedInAs: 'demo', now: clock.now, scenarios: ['invitation-code-expiring'] });
    const { body } = await call<InvitationCode>(sandbox, 'GET', '/v1/user/invitation-code', { token });
    expect(body.expiresAt).toBe('2025-07-10T09:00:10.000Z');
    clock.advance(10_000);
    expect((await call(sandbox, 'GET', '/v1/user/invitation-code', { token })).status).toBe(404);
  });
});
