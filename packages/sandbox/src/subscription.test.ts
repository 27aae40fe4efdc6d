// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BillingItem, Plan, Subscription, SubscriptionPreview } from '@holostream/api';
import { encodeSandboxPaymentMethodId } from './card/payment-method-id';
import { PLAN_IDS, SANDBOX_DEMO_TOKEN, SANDBOX_TOKENS } from './seed';
import { call, testClock, testSandbox } from './test-support/sandbox-client';
import { DAY } from './time';

const token = SANDBOX_DEMO_TOKEN;

const subscriptionsOf = async (sandbox: ReturnType<typeof testSandbox>, bearer = token) =>
  (await call<Subscription[]>(sandbox, 'GET', '/v1/subscription', { token: bearer })).body;

const visa = encodeSandboxPaymentMethodId({ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, scenario: 'ok' });

describe('plans', () => {
  it('lists free (price 0), Developer, Pro and Enterprise with the §3 feature keys, cheapest first', async () => {
    const sandbox = testSandbox();
    const { body } = await call<Plan[]>(sandbox, 'GET', '/v1/plans');
    expect(body.map((plan) => [plan.name, plan.price])).toEqual([
      ['free', 0],
      ['Developer', 1900],
      ['Pro', 4900],
      ['Enterprise', 99900],
    ]);
    for (const plan of body) {
      expect(Object.keys(plan.features)).toEqual(
        expect.arrayContaining([
          'maxTeamSize',
          'monthlyUsageLimit',
          'streamingPriority',
          'textureQuality',
          'audienceLimit',
          'privateStreams',
        ]),
      );
    }
    expect(body[3]?.features).toMatchObject({ maxTeamSize: 'unlimited', monthlyUsageLimit: 0, exclusiveVpc: true });
  });
});

describe('subscription', () => {
  it('the demo account is on Pro, ACTIVE, with its next billing date', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', now: testClock().now });
    const [first] = await subscriptionsOf(sandbox);
    expect(first).toMatchObject({ subTierId: PLAN_IDS.pro, status: 'ACTIVE' });
    expect(Date.parse(first?.endDate ?? '')).toBeGreaterThan(Date.parse('2025-07-10T09:00:00.000Z'));
  });

  it('a new user has none (the site assumes the free plan)', async () => {
    const sandbox = testSandbox({ signedInAs: 'alex' });
    expect(await subscriptionsOf(sandbox, SANDBOX_TOKENS.alex)).toEqual([]);
  });
});

describe('preview', () => {
  it('charges a full month when starting from the free plan', async () => {
    const clock = testClock();
    const sandbox = testSandbox({ signedInAs: 'alex', now: clock.now });
    const { body } = await call<SubscriptionPreview>(sandbox, 'GET', '/v1/subscription/preview/3', {
      token: SANDBOX_TOKENS.alex,
    });
    expect(body).toEqual({
      total: 4900,
      daysRemaining: 31,
      nextBillingDate: Date.parse('2025-08-10T09:00:00Z') / 1000,
    });
  });

  it('prorates an upgrade over the remaining days of the period', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', now: testClock().now, scenarios: ['free-plan'] });
    const store = await sandbox.store();
    const demoId = store.accounts.find((account) => account.username === 'demo')?.id ?? 0;
    store.subscriptions[demoId] = [
      {
        subTierId: PLAN_IDS.developer,
        status: 'ACTIVE',
        startDate: Date.parse('2025-06-25T09:00:00Z'),
        endDate: Date.parse('2025-07-25T09:00:00Z'),
      },
    ];
    const { body } = await call<SubscriptionPreview>(sandbox, 'GET', '/v1/subscription/preview/3', { token });
    // (4900 - 1900) × 15 / 30 days.
    expect(body).toEqual({
      total: 1500,
      daysRemaining: 15,
      nextBillingDate: Date.parse('2025-07-25T09:00:00Z') / 1000,
    });
  });

  it.each(['1', '4', '99', 'abc', '0'])('answers 404 for plan %s', async (id) => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const result = await call(sandbox, 'GET', `/v1/subscription/preview/${id}`, { token });
    expect(result.status).toBe(404);
  });
});

describe('subscribing', () => {
  it('needs a saved card, then charges the preview and records the bill', async () => {
    const sandbox = testSandbox({ signedInAs: 'alex', now: testClock().now });
    const alex = SANDBOX_TOKENS.alex;
    const noCard = await call(sandbox, 'POST', '/v1/subscription', { token: alex, json: { subTierId: 2 } });
    expect(noCard).toMatchObject({ status: 400, body: { errors: ['Add a payment method before subscribing'] } });

    await call(sandbox, 'POST', '/v1/billing/payment/method', { token: alex, json: { paymentMethod: visa } });
    const result = await call(sandbox, 'POST', '/v1/subscription', { token: alex, json: { subTierId: 2 } });
    expect(result.status).toBe(200);
    const [first] = await subscriptionsOf(sandbox, alex);
    expect(first).toMatchObject({ subTierId: 2, status: 'ACTIVE', endDate: '2025-08-10T09:00:00.000Z' });
    const { body: bills } = await call<BillingItem[]>(sandbox, 'GET', '/v1/billing/history', { token: alex });
    expect(bills).toEqual([expect.objectContaining({ amount: 1900, status: 'succeeded', currency: 'usd' })]);

    const again = await call(sandbox, 'POST', '/v1/subscription', { token: alex, json: { subTierId: 2 } });
    expect(again.status).toBe(400);
  });

  it.each(['subscription-cancelled', 'subscription-removed'] as const)(
    'sells Pro again once it ended (%s): a full month, as the preview says, and Pro runs again',
    async (scenario) => {
      const sandbox = testSandbox({ signedInAs: 'demo', scenarios: [scenario], now: testClock().now });
      const preview = await call<SubscriptionPreview>(sandbox, 'GET', '/v1/subscription/preview/3', { token });
      expect(preview.body).toMatchObject({ total: 4900, daysRemaining: 31 });
      const result = await call(sandbox, 'POST', '/v1/subscription', { token, json: { subTierId: 3 } });
      expect(result.status).toBe(200);
      const [first, second] = await subscriptionsOf(sandbox);
      expect(first).toMatchObject({ subTierId: 3, status: 'ACTIVE' });
      expect(second).toMatchObject({
        subTierId: 3,
        status: scenario === 'subscription-cancelled' ? 'CANCELLED' : 'REMOVED',
      });
      const { body: bills } = await call<BillingItem[]>(sandbox, 'GET', '/v1/billing/history', { token });
      expect(bills[0]).toMatchObject({ description: 'Pro plan (monthly)', amount: 4900, status: 'succeeded' });
    },
  );

  it('answers 402 when the saved card needs an extra step, and leaves a bill to complete', async () => {
    const sandbox = testSandbox({ signedInAs: 'alex' });
    const alex = SANDBOX_TOKENS.alex;
    const action = encodeSandboxPaymentMethodId({
      brand: 'visa',
      last4: '3184',
      expMonth: 1,
      expYear: 2099,
      scenario: 'action',
    });
    await call(sandbox, 'POST', '/v1/billing/payment/method', { token: alex, json: { paymentMethod: action } });
    const result = await call<{ message: string }>(sandbox, 'POST', '/v1/subscription', {
      token: alex,
      json: { subTierId: 3 },
    });
    expect(result.status).toBe(402);
    expect(result.body.message).toMatch(/extra authentication step/);
    expect(await subscriptionsOf(sandbox, alex)).toEqual([]);
    const { body: bills } = await call<BillingItem[]>(sandbox, 'GET', '/v1/billing/history', { token: alex });
    expect(bills[0]).toMatchObject({ status: 'requires_action', amount: 4900 });
  });

  it('answers 402 whatever the card in the requires-action scenario', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', scenarios: ['free-plan', 'requires-action'] });
    const result = await call(sandbox, 'POST', '/v1/subscription', { token, json: { subTierId: 2 } });
    expect(result.status).toBe(402);
  });

  it.each([
    [1, 'To move to the free plan, cancel your subscription'],
    [4, 'The Enterprise plan is arranged with our sales team'],
    [42, 'There is no plan with this id'],
  ])('refuses plan %s with 400', async (subTierId, message) => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const result = await call<{ errors: string[] }>(sandbox, 'POST', '/v1/subscription', {
      token,
      json: { subTierId },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]).toBe(message);
  });

  it('changing plan mid-period keeps the billing date', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', now: testClock().now });
    const [before] = await subscriptionsOf(sandbox);
    const result = await call(sandbox, 'POST', '/v1/subscription', { token, json: { subTierId: 2 } });
    expect(result.status).toBe(200);
    const [after, previous] = await subscriptionsOf(sandbox);
    expect(after).toMatchObject({ subTierId: 2, status: 'ACTIVE', endDate: before?.endDate });
    expect(previous).toMatchObject({ subTierId: 3, status: 'CANCELLED' });
  });
});

describe('cancelling', () => {
  it('schedules the end of the period: SCHEDULED_CANCEL with the end date, then the free plan', async () => {
    const clock = testClock();
    const sandbox = testSandbox({ signedInAs: 'demo', now: clock.now });
    const [before] = await subscriptionsOf(sandbox);
    expect((await call(sandbox, 'DELETE', '/v1/subscription', { token })).status).toBe(200);
    const [scheduled] = await subscriptionsOf(sandbox);
    expect(scheduled).toEqual({ ...before, status: 'SCHEDULED_CANCEL' });
    const twice = await call(sandbox, 'DELETE', '/v1/subscription', { token });
    expect(twice).toMatchObject({ status: 400, body: { errors: ['The cancellation is already scheduled'] } });

    clock.advance(20 * DAY);
    const [now, ended] = await subscriptionsOf(sandbox);
    expect(now).toMatchObject({ subTierId: 1, status: 'ACTIVE', endDate: null });
    expect(ended).toMatchObject({ subTierId: 3, status: 'CANCELLED' });
  });

  it('subscribing again to the same plan takes a scheduled cancellation back', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', scenarios: ['scheduled-cancel'] });
    const result = await call(sandbox, 'POST', '/v1/subscription', { token, json: { subTierId: 3 } });
    expect(result.status).toBe(200);
    expect((await subscriptionsOf(sandbox))[0]?.status).toBe('ACTIVE');
  });

  it('cancels at once when the payment failed: back to free', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', scenarios: ['payment-failed'] });
    expect((await subscriptionsOf(sandbox))[0]?.status).toBe('PAYMENT_FAILED');
    expect((await call(sandbox, 'DELETE', '/v1/subscription', { token })).status).toBe(200);
    const [first, second] = await subscriptionsOf(sandbox);
    expect(first).toMatchObject({ subTierId: 1, status: 'ACTIVE', endDate: null });
    expect(second).toMatchObject({ subTierId: 3, status: 'CANCELLED' });
  });

  it('refuses on the free plan', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', scenarios: ['free-plan'] });
    const result = await call(sandbox, 'DELETE', '/v1/subscription', { token });
    expect(result.status).toBe(400);
  });
});
