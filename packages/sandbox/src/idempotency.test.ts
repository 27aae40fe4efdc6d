// @vitest-environment node
import {
  createApiClient,
  done,
  idempotencyHeader,
  isApiError,
  type ApiClient,
  type BillingItem,
  type Subscription,
} from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { encodeSandboxPaymentMethodId } from './card/payment-method-id';
import { SANDBOX_TOKENS } from './seed';
import { call, testClock, testSandbox } from './test-support/sandbox-client';

const alex = SANDBOX_TOKENS.alex;
const visa = encodeSandboxPaymentMethodId({ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, scenario: 'ok' });

/** The sandbox with alex's card saved, and a client whose first subscribe answer never arrives in time. */
async function withLostFirstAnswer() {
  const sandbox = testSandbox({ signedInAs: 'alex', now: testClock().now });
  await call(sandbox, 'POST', '/v1/billing/payment/method', { token: alex, json: { paymentMethod: visa } });
  let subscribes = 0;
  const client = createApiClient({
    baseUrl: 'http://sandbox.test',
    getToken: () => alex,
    onSessionExpired: () => undefined,
    timeoutMs: 200,
    // The server does the work, but its first answer to subscribe is lost on the way (the caller times out).
    fetch: async (request) => {
      const answer = await sandbox.fetch(request);
      if (request.method === 'POST' && new URL(request.url).pathname === '/v1/subscription' && ++subscribes === 1) {
        await new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }),
        );
      }
      return answer;
    },
  });
  const charges = async () =>
    (await call<BillingItem[]>(sandbox, 'GET', '/v1/billing/history', { token: alex })).body.length;
  const subscriptions = async () =>
    (await call<Subscription[]>(sandbox, 'GET', '/v1/subscription', { token: alex })).body;
  return { client, charges, subscriptions, subscribeCalls: () => subscribes };
}

/** Buys the developer plan, with `key` as its Idempotency-Key when given. */
const subscribe = (client: ApiClient, key?: string) =>
  done(
    client.POST('/v1/subscription', {
      body: { subTierId: 2 },
      params: { header: key === undefined ? {} : idempotencyHeader(key) },
    }),
  );

describe('Idempotency-Key', () => {
  it('a subscribe that timed out and is retried with the same key charges once', async () => {
    const { client, charges, subscriptions, subscribeCalls } = await withLostFirstAnswer();
    const key = 'intent-alex-developer';
    const first = await subscribe(client, key).catch((error: unknown) => error);
    expect(isApiError(first) && first.kind).toBe('timeout');

    await expect(subscribe(client, key)).resolves.toBeUndefined();
    expect(subscribeCalls()).toBe(2);
    expect(await charges()).toBe(1);
    expect((await subscriptions()).filter((subscription) => subscription.subTierId === 2)).toHaveLength(1);
  });

  it('without the key, the retry is a second request the server refuses (already on the plan)', async () => {
    const { client, charges } = await withLostFirstAnswer();
    await subscribe(client).catch(() => undefined);
    await expect(subscribe(client)).rejects.toMatchObject({ status: 400 });
    expect(await charges()).toBe(1);
  });

  it('keys belong to one account and one operation; a new key is a new intent', async () => {
    const sandbox = testSandbox({ signedInAs: 'alex', now: testClock().now });
    const headers = { 'Idempotency-Key': 'same' };
    const saved = await call(sandbox, 'POST', '/v1/billing/payment/method', {
      token: alex,
      json: { paymentMethod: visa },
      headers,
    });
    const again = await call(sandbox, 'POST', '/v1/billing/payment/method', {
      token: alex,
      json: { paymentMethod: 'garbage' },
      headers,
    });
    expect(again).toMatchObject({ status: saved.status, body: saved.body });

    const subscribed = await call(sandbox, 'POST', '/v1/subscription', {
      token: alex,
      json: { subTierId: 2 },
      headers,
    });
    expect(subscribed.status).toBe(200);
    const newIntent = await call(sandbox, 'POST', '/v1/subscription', {
      token: alex,
      json: { subTierId: 2 },
      headers: { 'Idempotency-Key': 'another' },
    });
    expect(newIntent.status).toBe(400);
  });
});
