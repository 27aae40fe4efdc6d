import type { BillingItem, PaymentMethod, Plan, Subscription } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { subscriptionStanding, type SubscriptionStanding } from '../../subscription';
import { expiresBefore, nextPayment } from './next-payment';

const plan = (id: number, price: number): Plan => ({
  id,
  name: id === 1 ? 'Free' : 'Pro',
  price,
  description: '',
  features: {} as Plan['features'],
});
const PRO = plan(3, 4900);
const sub = (status: string, endDate: string | null = '2026-12-15T00:00:00Z', subTierId = 3): SubscriptionStanding =>
  subscriptionStanding({ subTierId, status, startDate: '2026-11-15T00:00:00Z', endDate } satisfies Subscription);
const card = (expMonth: number, expYear: number): PaymentMethod => ({
  brand: 'visa',
  last4Digits: '4242',
  expMonth,
  expYear,
  createdAt: 0,
});
const DEC_15 = new Date('2026-12-15T00:00:00Z');

describe('nextPayment', () => {
  it("is the plan's price on the end date, to the saved card", () => {
    expect(nextPayment(sub('ACTIVE'), PRO, card(1, 2030))).toEqual({
      kind: 'due',
      plan: PRO,
      amountCents: 4900,
      date: DEC_15,
      card: 'ok',
    });
    expect(nextPayment(sub('CREATED'), PRO, card(1, 2030)).kind).toBe('due');
  });

  it('asks for a card when none is saved, and says nothing of one that could not be read', () => {
    expect(nextPayment(sub('ACTIVE'), PRO, null)).toMatchObject({ kind: 'due', card: 'missing' });
    expect(nextPayment(sub('ACTIVE'), PRO, undefined)).toMatchObject({ kind: 'due', card: 'unknown' });
  });

  it('warns when the card runs out before the payment (valid through its expiry month)', () => {
    expect(nextPayment(sub('ACTIVE'), PRO, card(11, 2026))).toMatchObject({ card: 'expires-first' });
    expect(nextPayment(sub('ACTIVE'), PRO, card(12, 2026))).toMatchObject({ card: 'ok' });
  });

  it('has no date when the server gives none (or an unreadable one), and then no expiry warning', () => {
    expect(nextPayment(sub('ACTIVE', null), PRO, card(1, 2020))).toMatchObject({ date: null, card: 'ok' });
    expect(nextPayment(sub('ACTIVE', 'soon'), PRO, null)).toMatchObject({ date: null, card: 'missing' });
  });

  it('is nothing to pay on the free plan', () => {
    expect(nextPayment(sub('ACTIVE', null, 1), plan(1, 0), null)).toEqual({ kind: 'free' });
    expect(nextPayment(sub('ACTIVE', null, 1), undefined, null)).toEqual({ kind: 'free' });
  });

  it('is the end after a scheduled cancellation, not a payment', () => {
    expect(nextPayment(sub('SCHEDULED_CANCEL'), PRO, card(1, 2030))).toEqual({ kind: 'ends', plan: PRO, date: DEC_15 });
  });

  it('leaves a failed payment to its notice', () => {
    expect(nextPayment(sub('PAYMENT_FAILED'), PRO, card(1, 2030))).toEqual({ kind: 'payment-failed' });
  });

  it('is nothing to pay once the plan has ended (CANCELLED, REMOVED): the person is on the free plan', () => {
    expect(nextPayment(sub('CANCELLED'), plan(1, 0), card(1, 2030))).toEqual({ kind: 'free' });
    expect(nextPayment(sub('REMOVED'), undefined, null)).toEqual({ kind: 'free' });
  });

  it('is the payment waiting for the extra step before anything else, on the free plan too (a 402 at checkout)', () => {
    const bill: BillingItem = {
      created: 1,
      description: 'Pro plan (monthly)',
      amount: 4900,
      currency: 'usd',
      status: 'requires_action',
      invoiceUrl: null,
    };
    expect(nextPayment(sub('ACTIVE', null, 1), plan(1, 0), null, bill)).toEqual({ kind: 'waiting', bill });
    expect(nextPayment(sub('CANCELLED'), plan(1, 0), null, bill)).toEqual({ kind: 'waiting', bill });
    expect(nextPayment(sub('ACTIVE'), PRO, card(1, 2030), bill)).toEqual({ kind: 'waiting', bill });
    // After a failed renewal the notice speaks first.
    expect(nextPayment(sub('PAYMENT_FAILED'), PRO, card(1, 2030), bill)).toEqual({ kind: 'payment-failed' });
  });

  it('names no payment for an unknown status, or a plan it cannot find', () => {
    expect(nextPayment(sub('PAUSED'), PRO, null)).toEqual({ kind: 'none' });
    expect(nextPayment(sub('ACTIVE'), undefined, null)).toEqual({ kind: 'none' });
  });
});

describe('expiresBefore', () => {
  it('compares calendar months in UTC', () => {
    expect(expiresBefore({ expMonth: 11, expYear: 2026 }, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(expiresBefore({ expMonth: 12, expYear: 2026 }, new Date('2026-12-31T23:59:59Z'))).toBe(false);
  });
});
