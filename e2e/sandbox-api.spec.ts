/**
 * The sandbox API on the running server (`npm run serve`, as `npm start` runs it), over real HTTP through
 * Playwright's `request` fixture. Every answer is checked against openapi.yaml by the independent validator.
 */
import { request as httpRequest } from 'node:http';
import { expect, test } from './support/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { SANDBOX_ACCOUNTS } from '../packages/sandbox/src/seed';
import { validateAgainstContract } from '../packages/sandbox/src/test-support/contract-validator';

/** The answer as a fetch Response, validated against the contract; resolves to its JSON body. */
async function checked<Body>(method: string, response: APIResponse): Promise<Body> {
  const url = new URL(response.url());
  const fetchResponse = new Response(response.status() === 204 ? null : new Uint8Array(await response.body()), {
    status: response.status(),
    headers: response.headers(),
  });
  return (await validateAgainstContract(method, `${url.pathname}${url.search}`, fetchResponse)) as Body;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// Each test starts from the seeded world, and leaves none of its scenarios to the other spec files.
const reset = async ({ request }: { request: APIRequestContext }) => {
  expect((await request.post('/__sandbox/reset', { data: { scenarios: [] } })).ok()).toBe(true);
};
test.beforeEach(reset);
test.afterAll(reset);

test('the demo login works against the running server and opens authenticated calls', async ({ request }) => {
  const { email, password } = SANDBOX_ACCOUNTS.demo;
  const login = await request.post('/v1/user/auth', { data: { email, password } });
  expect(login.status()).toBe(200);
  const session = await checked<{ token: string; type: string; username: string }>('POST', login);
  expect(session).toMatchObject({ type: 'bearer', username: 'demo' });

  const subscriptions = await request.get('/v1/subscription', { headers: bearer(session.token) });
  expect(subscriptions.status()).toBe(200);
  expect(await checked('GET', subscriptions)).toEqual([expect.objectContaining({ subTierId: 3, status: 'ACTIVE' })]);

  const sessions = await request.get('/v1/user/auth/sessions', { headers: bearer(session.token) });
  const [current] = await checked<{ currentSession: boolean; name: string | null }[]>('GET', sessions);
  expect(current?.currentSession).toBe(true);

  const wrong = await request.post('/v1/user/auth', { data: { email, password: 'Wrong-pass1!' } });
  expect(wrong.status()).toBe(401);
  expect(await checked('POST', wrong)).toEqual({ message: 'Invalid email or password' });
});

test('a forgot-password e-mail lands in the outbox with a reset link that works', async ({ request }) => {
  const { email } = SANDBOX_ACCOUNTS.demo;
  const forgot = await request.post('/v1/user/auth/forgot-password', { data: { email } });
  expect(forgot.status()).toBe(200);
  await checked('POST', forgot);

  const outbox = await request.get(`/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { to: string; link: string }[] };
  expect(messages).toHaveLength(1);
  const link = new URL(messages[0]?.link ?? '');
  expect(link.pathname).toBe('/reset-password');
  const token = link.searchParams.get('token') ?? '';

  const verify = await request.get(`/v1/user/auth/verify-reset-token/${token}`);
  expect(await checked('GET', verify)).toEqual({ valid: true, email, message: 'Token is valid' });
  const reset = await request.post('/v1/user/auth/reset-password', { data: { token, password: 'Fresh-pass1!' } });
  expect(reset.status()).toBe(200);
  await checked('POST', reset);
  const login = await request.post('/v1/user/auth', { data: { email, password: 'Fresh-pass1!' } });
  expect(login.status()).toBe(200);
});

test('an admin adds a second user with the invitation code that user generated', async ({ request }) => {
  const signIn = async (user: 'demo' | 'alex') => {
    const { email, password } = SANDBOX_ACCOUNTS[user];
    const response = await request.post('/v1/user/auth', { data: { email, password } });
    return (await checked<{ token: string }>('POST', response)).token;
  };
  const alex = await signIn('alex');
  const created = await request.post('/v1/user/invitation-code', { headers: bearer(alex) });
  expect(created.status()).toBe(201);
  const { code } = await checked<{ code: string }>('POST', created);

  const demo = await signIn('demo');
  const [organization] = await checked<{ id: number }[]>(
    'GET',
    await request.get('/v1/user/org', { headers: bearer(demo) }),
  );
  const path = `/v1/org/${organization?.id}/member`;
  const added = await request.post(path, {
    headers: bearer(demo),
    data: { username: 'alex', invitationCode: code, role: 'member' },
  });
  expect(added.status()).toBe(200);
  await checked('POST', added);
  const members = await checked<{ name: string }[]>('GET', await request.get(path, { headers: bearer(demo) }));
  expect(members.map((member) => member.name)).toContain('alex');

  // The code was consumed.
  const again = await request.get('/v1/user/invitation-code', { headers: bearer(alex) });
  expect(again.status()).toBe(404);
  await checked('GET', again);
});

test('bad input gets the error body, never a 500; scenarios switch at run time', async ({ request }) => {
  const malformed = await request.post('/v1/user/auth', {
    headers: { 'Content-Type': 'application/json' },
    data: Buffer.from('{"email": '),
  });
  expect(malformed.status()).toBe(400);
  expect(await checked('POST', malformed)).toMatchObject({ errors: ['The request body is not valid JSON'] });

  const unknown = await request.get('/v1/no/such/path');
  expect(unknown.status()).toBe(404);
  await checked('GET', unknown);

  const expired = await request.get('/v1/user/org', { headers: bearer('oat_not.a-token') });
  expect(expired.status()).toBe(401);
  await checked('GET', expired);

  await request.post('/__sandbox/scenario', { data: { scenarios: ['server-error'], operations: ['getPlans'] } });
  expect((await request.get('/v1/plans')).status()).toBe(500);
  const stats = (await (await request.get('/__sandbox/stats')).json()) as { operations: Record<string, number> };
  expect(stats.operations.getPlans).toBe(1);
});

test("the server answers only this machine's names: a page whose name was pointed here (DNS rebinding) gets nothing", async ({
  baseURL,
}) => {
  const { hostname, port } = new URL(baseURL ?? '');
  /** The status of a GET of `path` with this Host header (node:http: a browser or fetch would not send another). */
  const statusWith = (host: string, path: string) =>
    new Promise<number>((resolve, reject) =>
      httpRequest({ host: hostname, port, path, headers: { Host: host } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      })
        .on('error', reject)
        .end(),
    );
  for (const path of ['/__sandbox/outbox', '/v1/plans', '/']) {
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) expect(await statusWith(`${host}:${port}`, path)).toBe(200);
    for (const host of [
      `evil.test:${port}`,
      'evil.test',
      `127.0.0.1.nip.io:${port}`,
      `localhost:${Number(port) + 1}`,
    ]) {
      expect(await statusWith(host, path), `${host} ${path}`).toBe(421);
    }
  }
});
