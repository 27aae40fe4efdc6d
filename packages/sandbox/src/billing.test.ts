// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BillingItem, DownloadLink, PaymentMethod } from '@holostream/api';
import { encodeSandboxPaymentMethodId } from './card/payment-method-id';
import { HOSTILE_STRINGS, SANDBOX_DEMO_TOKEN } from './seed';
import { call, testClock, testSandbox } from './test-support/sandbox-client';

const token = SANDBOX_DEMO_TOKEN;

describe('payment method', () => {
  it('answers the saved card', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', now: testClock().now });
    const { status, body } = await call<PaymentMethod>(sandbox, 'GET', '/v1/billing/payment/method', { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ brand: 'visa', last4Digits: '4242', expMonth: 12, expYear: 2028 });
  });

  it('answers 404 Payment method not found without one', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', scenarios: ['no-payment-method'] });
    const result = await call(sandbox, 'GET', '/v1/billing/payment/method', { token });
    expect(result).toMatchObject({ status: 404, body: { message: 'Payment method not found' } });
  });

  it('stores brand, last four and expiry decoded from the sandbox id alone', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', now: testClock().now, scenarios: ['no-payment-method'] });
    const paymentMethod = encodeSandboxPaymentMethodId({
      brand: 'amex',
      last4: '0005',
      expMonth: 7,
      expYear: 2025,
      scenario: 'ok',
    });
    const saved = await call(sandbox, 'POST', '/v1/billing/payment/method', { token, json: { paymentMethod } });
    expect(saved.status).toBe(200);
    const { body } = await call<PaymentMethod>(sandbox, 'GET', '/v1/billing/payment/method', { token });
    expect(body).toEqual({
      brand: 'amex',
      last4Digits: '0005',
      expMonth: 7,
      expYear: 2025,
      createdAt: Date.parse('2025-07-10T09:00:00Z') / 1000,
    });
  });

  it.each([
    ['a real Stripe id', 'pm_1PqRsTuVwXyZ0123456789ab'],
    ['a garbled sandbox id', 'pm_sandbox_visa_42_04_2031_ok_abc'],
    ['an unknown brand', 'pm_sandbox_diners_4242_04_2031_ok_abc'],
    ['an unknown scenario', 'pm_sandbox_visa_4242_04_2031_maybe_abc'],
    ['month 13', 'pm_sandbox_visa_4242_13_2031_ok_abc'],
    ['an expired card', 'pm_sandbox_visa_4242_06_2025_ok_abc'],
    ['markup', '<script>alert(1)</script>'],
  ])('refuses %s with 400 and keeps the saved card', async (_, paymentMethod) => {
    const sandbox = testSandbox({ signedInAs: 'demo', now: testClock().now });
    const result = await call(sandbox, 'POST', '/v1/billing/payment/method', { token, json: { paymentMethod } });
    expect(result.status).toBe(400);
    const { body } = await call<PaymentMethod>(sandbox, 'GET', '/v1/billing/payment/method', { token });
    expect(body.last4Digits).toBe('4242');
  });
});

describe('billing history', () => {
  it('has items in every status of §4, newest first, with invoice links the sandbox serves', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const { body } = await call<BillingItem[]>(sandbox, 'GET', '/v1/billing/history', { token });
    expect(new Set(body.map((item) => item.status))).toEqual(
      new Set(['succeeded', 'requires_action', 'requires_payment_method', 'canceled', 'processing']),
    );
    const created = body.map((item) => item.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(body.find((item) => item.status === 'canceled')?.invoiceUrl).toBeNull();
    const link = body.find((item) => item.status === 'succeeded')?.invoiceUrl ?? '';
    const invoice = await sandbox.fetch(new Request(link));
    expect(invoice.status).toBe(200);
    expect(await invoice.text()).toContain('Pro plan (monthly)');
  });

  it('is empty for a free user and in the no-billing-history scenario', async () => {
    for (const scenario of ['free-plan', 'no-billing-history'] as const) {
      const sandbox = testSandbox({ signedInAs: 'demo', scenarios: [scenario] });
      expect((await call(sandbox, 'GET', '/v1/billing/history', { token })).body).toEqual([]);
    }
  });

  it('escapes markup on the invoice page', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', scenarios: ['hostile-strings'] });
    const { body } = await call<BillingItem[]>(sandbox, 'GET', '/v1/billing/history', { token });
    const hostile = body.find((item) => item.description === HOSTILE_STRINGS.billingDescription);
    const page = await (await sandbox.fetch(new Request(hostile?.invoiceUrl ?? ''))).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&#60;script&#62;');
  });
});

describe('downloads', () => {
  it.each([
    ['/v1/downloads/plugin', 'unitypackage'],
    ['/v1/downloads/oculus-app', 'apk'],
  ])('%s answers a link to a file the sandbox serves', async (path, extension) => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const { body } = await call<DownloadLink>(sandbox, 'GET', path, { token });
    expect(body.downloadUrl).toMatch(new RegExp(`^http://sandbox\\.test/__sandbox/downloads/.+\\.${extension}$`));
    const file = await sandbox.fetch(new Request(body.downloadUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
  });

  it.each([
    ['127.0.0.1:4543', 'http://127.0.0.1:4543'],
    ['evil.example', 'http://sandbox.test'],
  ])(
    'behind a forwarding server, writes the link on the forwarded host %s only when it is this machine',
    async (host, origin) => {
      const sandbox = testSandbox({ signedInAs: 'demo' });
      const headers = { 'X-Forwarded-Host': host, 'X-Forwarded-Proto': 'http' };
      const { body } = await call<DownloadLink>(sandbox, 'GET', '/v1/downloads/plugin', { token, headers });
      expect(new URL(body.downloadUrl).origin).toBe(origin);
    },
  );
});
