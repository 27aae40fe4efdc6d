// @vitest-environment node
/**
 * A new resource as its route file alone would add it (the contract has no such operation, so the example's handlers
 * are mounted here, at an address no real operation will take, as app.ts mounts an operation's): its body read with
 * `readBody`, its records declared with `declareRecords`, and the world complete from its seeding, so a refused
 * request changes nothing.
 */
import { emailFormSchema, loginFormSchema } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import type { Sandbox } from './app';
import { authenticate, caller } from './auth';
import { conflict, errorResponse, SandboxError } from './errors';
import { readBody } from './http';
import type { OperationHandler } from './routes/types';
import type { SandboxContext } from './runtime';
import { SANDBOX_TOKENS } from './seed';
import { declareRecords, nextId } from './store';
import { request, testClock, testSandbox } from './test-support/sandbox-client';
import { DAY } from './time';

interface ReferralRecord {
  id: number;
  accountId: number;
  email: string;
  invitedAt: number;
}

/** The example's records; the demo world's are two of the demo account's, invited a day and a week ago. */
const referrals = declareRecords<ReferralRecord>('declared-records-example', (world, now) => {
  const demo = world.accounts.find((account) => account.username === 'demo');
  return demo
    ? [
        { id: nextId(world), accountId: demo.id, email: 'kai@example.com', invitedAt: now - DAY },
        { id: nextId(world), accountId: demo.id, email: 'noa@example.com', invitedAt: now - 7 * DAY },
      ]
    : [];
});

const getReferrals: OperationHandler = (c, store) => {
  const { account } = caller(c);
  return c.json(
    referrals(store).filter((referral) => referral.accountId === account.id),
    200,
  );
};

const inviteReferral: OperationHandler = async (c, store) => {
  const { account } = caller(c);
  // The contract has no invitation: forgotPassword's body is the same one e-mail.
  const { email } = await readBody(c, 'forgotPassword', emailFormSchema);
  const list = referrals(store);
  if (list.some((referral) => referral.accountId === account.id && referral.email === email)) {
    throw conflict('Already invited', ['Already invited']);
  }
  const referral = { id: nextId(store), accountId: account.id, email, invitedAt: c.get('runtime').now() };
  list.push(referral);
  return c.json(referral, 201);
};

/** A sandbox serving the example at /v1/example/referrals, as app.ts serves an operation that requires a token. */
function referralSandbox(options: Parameters<typeof testSandbox>[0] = {}): Sandbox {
  const sandbox = testSandbox({ signedInAs: 'demo', ...options });
  const serve = (handler: OperationHandler) => async (c: SandboxContext) => {
    const store = await sandbox.store();
    try {
      c.set('auth', authenticate(c, store, 'required'));
      return await handler(c, store);
    } catch (error) {
      if (error instanceof SandboxError) return errorResponse(error);
      throw error;
    }
  };
  sandbox.app.get('/v1/example/referrals', serve(getReferrals));
  sandbox.app.post('/v1/example/referrals', serve(inviteReferral));
  return sandbox;
}

async function send(sandbox: Sandbox, method: string, options: Parameters<typeof request>[2] = {}) {
  const response = await sandbox.fetch(request(method, '/v1/example/referrals', options));
  return { status: response.status, body: (await response.json()) as unknown };
}

const token = SANDBOX_TOKENS.demo;

describe('records a route keeps for itself', () => {
  it('begin with the demo world’s as the world is seeded', async () => {
    const clock = testClock();
    const sandbox = referralSandbox({ now: clock.now });
    const list = await send(sandbox, 'GET', { token });
    expect(list).toEqual({
      status: 200,
      body: [
        expect.objectContaining({ email: 'kai@example.com', invitedAt: clock.now().getTime() - DAY }),
        expect.objectContaining({ email: 'noa@example.com', invitedAt: clock.now().getTime() - 7 * DAY }),
      ],
    });
    const ids = (list.body as ReferralRecord[]).map((referral) => referral.id);
    const store = await sandbox.store();
    expect(ids.every((id) => id < store.nextId)).toBe(true);
    expect(new Set(ids).size).toBe(2);
  });

  it('are the same list on every later use', async () => {
    const sandbox = referralSandbox();
    const invited = await send(sandbox, 'POST', { token, json: { email: 'ren@example.com' } });
    expect(invited).toMatchObject({ status: 201, body: { email: 'ren@example.com' } });
    const list = await send(sandbox, 'GET', { token });
    expect(list.body).toHaveLength(3);
    expect(list.body).toContainEqual(invited.body);

    expect((await sandbox.store()).records['declared-records-example']).toEqual(list.body);
  });

  it('stay plain data, and a reset forgets them', async () => {
    const sandbox = referralSandbox();
    await send(sandbox, 'POST', { token, json: { email: 'ren@example.com' } });
    const store = await sandbox.store();
    expect(JSON.parse(JSON.stringify(store))).toEqual(store);
    await sandbox.runtime.reset();
    expect((await send(sandbox, 'GET', { token })).body).toHaveLength(2);
  });

  it('can be set by customize (a story’s empty list)', async () => {
    const sandbox = referralSandbox({
      customize: (store) => {
        store.records['declared-records-example'] = [];
      },
    });
    expect(await send(sandbox, 'GET', { token })).toEqual({ status: 200, body: [] });
  });

  it('are untouched by a request that is refused (401, 400, 409)', async () => {
    const sandbox = referralSandbox();
    const store = await sandbox.store();
    const before = JSON.stringify(store);
    expect((await send(sandbox, 'POST', { json: { email: 'ren@example.com' } })).status).toBe(401);
    expect((await send(sandbox, 'POST', { token, json: { email: 'not an e-mail' } })).status).toBe(400);
    expect((await send(sandbox, 'POST', { token, json: { email: 'kai@example.com' } })).status).toBe(409);
    expect(JSON.stringify(store)).toBe(before);
  });
});

/**
 * Compile-time (never called; `npm run typecheck` fails if a line is wrong): a route reads its body only with a
 * schema that accepts exactly the contract's, no field more, no field less.
 */
export async function bodiesAreTheContracts(c: SandboxContext) {
  const reset = await readBody(c, 'forgotPassword', emailFormSchema);
  // @ts-expect-error the login form has a password the body of forgotPassword has not
  const more = await readBody(c, 'forgotPassword', loginFormSchema);
  // @ts-expect-error the e-mail form has no password, which the body of login has
  const less = await readBody(c, 'login', emailFormSchema);
  return [reset, more, less];
}
