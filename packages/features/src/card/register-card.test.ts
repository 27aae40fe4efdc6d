import { ApiError } from '@holostream/api';
import type { PaymentMethodResult, Stripe, StripeCardElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutBillingDetails } from './billing-details';
import { registerCard } from './register-card';

const details: CheckoutBillingDetails = {
  name: 'Alex Kim',
  email: 'alex@holostream.dev',
  address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
};
const card = {} as StripeCardElement;

function provider(result: PaymentMethodResult | Error) {
  return {
    createPaymentMethod: vi.fn(() => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result))),
  } as unknown as Pick<Stripe, 'createPaymentMethod'>;
}

const created = {
  paymentMethod: { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 } },
} as unknown as PaymentMethodResult;

const httpError = new ApiError({ kind: 'http', status: 500, message: 'Boom', path: '/v1/x', method: 'POST' });

describe('registerCard', () => {
  it('creates the method with the billing details, saves its id and returns the card', async () => {
    const stripe = provider(created);
    const save = vi.fn(() => Promise.resolve());
    const result = await registerCard({ stripe, card, details, save });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card, billing_details: details });
    expect(save).toHaveBeenCalledWith('pm_1');
    expect(result).toEqual({ ok: true, card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031 } });
  });

  it('sends only the billing details that were given (the card dialog has just the name)', async () => {
    const stripe = provider(created);
    await registerCard({ stripe, card, details: { name: 'Demo User' }, save: vi.fn(() => Promise.resolve()) });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card,
      billing_details: { name: 'Demo User' },
    });
    const partial = provider(created);
    await registerCard({
      stripe: partial,
      card,
      details: { name: 'Demo User', address: { country: 'JP' } },
      save: vi.fn(() => Promise.resolve()),
    });
    const call = vi.mocked(partial.createPaymentMethod).mock.calls[0]?.[0] as unknown as Record<string, unknown>;
    expect(Object.keys(call.billing_details as object)).toEqual(['name', 'address']);
    expect(call.billing_details).toStrictEqual({ name: 'Demo User', address: { country: 'JP' } });
  });

  it("answers 'card-element-missing' without a card element or provider", async () => {
    const save = vi.fn();
    expect(await registerCard({ stripe: provider(created), card: null, details, save })).toEqual({
      ok: false,
      reason: 'card-element-missing',
    });
    expect(await registerCard({ stripe: null, card, details, save })).toMatchObject({ reason: 'card-element-missing' });
    expect(save).not.toHaveBeenCalled();
  });

  it("passes the provider's message on and does not save", async () => {
    const save = vi.fn();
    const declined = { error: { type: 'card_error', message: 'Your card was declined.' } } as PaymentMethodResult;
    expect(await registerCard({ stripe: provider(declined), card, details, save })).toEqual({
      ok: false,
      reason: 'provider',
      message: 'Your card was declined.',
      validation: false,
    });
    const incomplete = { error: { type: 'validation_error', message: 'Incomplete.' } } as PaymentMethodResult;
    expect(await registerCard({ stripe: provider(incomplete), card, details, save })).toMatchObject({
      validation: true,
    });
    expect(save).not.toHaveBeenCalled();
  });

  it("answers 'register-failed' with the call's error when saving fails", async () => {
    const save = vi.fn(() => Promise.reject(httpError));
    expect(await registerCard({ stripe: provider(created), card, details, save })).toEqual({
      ok: false,
      reason: 'register-failed',
      error: httpError,
    });
  });

  it("answers 'unexpected' when the card provider throws", async () => {
    expect(await registerCard({ stripe: provider(new Error('network')), card, details, save: vi.fn() })).toEqual({
      ok: false,
      reason: 'unexpected',
    });
  });
});
