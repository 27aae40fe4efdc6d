import type { Plan, Subscription } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { heldTierId, standingKind } from './held';
import { heldPlan, holdsPaidPlan, subscribedPlan, subscriptionStanding } from './standing';

const pro: Subscription = {
  subTierId: 3,
  status: 'ACTIVE',
  startDate: '2026-02-10T00:00:00.000Z',
  endDate: '2026-07-10T00:00:00.000Z',
};
const free: Subscription = { subTierId: 1, status: 'ACTIVE', startDate: '', endDate: null };
const plans = [
  { id: 1, price: 0 },
  { id: 2, price: 1900 },
  { id: 3, price: 4900 },
] as Plan[];
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('subscriptionStanding (docs/product.md §3, §4)', () => {
  it.each([
    ['ACTIVE', 'active', 3, true, 'next-billing'],
    ['CREATED', 'created', 3, true, 'next-billing'],
    ['PAYMENT_FAILED', 'payment-failed', 3, true, 'next-billing'],
    ['SCHEDULED_CANCEL', 'scheduled-cancel', 3, false, 'ends'],
    ['CANCELLED', 'lapsed', 1, false, 'ended'],
    ['REMOVED', 'lapsed', 1, false, 'ended'],
    // A status this site does not know: the plan is taken as held (never sold twice), nothing is offered.
    ['ON_HOLD', 'unknown', 3, false, 'end'],
  ])('%s: %s, holding plan %i, cancel %s, its end date is %s', (status, kind, held, cancel, period) => {
    const standing = subscriptionStanding({ ...pro, status });
    expect(standing).toMatchObject({ kind, status, tierId: 3, heldTierId: held, canCancel: cancel });
    expect(standing.period).toEqual({ kind: period, date: pro.endDate });
  });

  it('reads the free plan (the default of an empty list) as free, whatever its status, without dates', () => {
    expect(subscriptionStanding(free)).toMatchObject({
      kind: 'free',
      heldTierId: 1,
      canCancel: false,
      startDate: null,
      period: null,
      heldSince: null,
    });
    expect(subscriptionStanding({ ...free, status: 'CANCELLED' }).kind).toBe('free');
  });

  it('reads the same kind and held plan on its own, for the notices above every tab', () => {
    for (const status of [
      'ACTIVE',
      'CREATED',
      'SCHEDULED_CANCEL',
      'PAYMENT_FAILED',
      'CANCELLED',
      'REMOVED',
      'ON_HOLD',
    ]) {
      const subscription = { ...pro, status };
      expect(standingKind(subscription)).toBe(subscriptionStanding(subscription).kind);
      expect(heldTierId(subscription)).toBe(subscriptionStanding(subscription).heldTierId);
    }
  });

  it('cancels at once only after a failed payment', () => {
    expect(subscriptionStanding({ ...pro, status: 'PAYMENT_FAILED' }).cancelsImmediately).toBe(true);
    expect(subscriptionStanding(pro).cancelsImmediately).toBe(false);
  });

  it('holds what it holds since the start, and after a lapse since the paid plan ended', () => {
    expect(subscriptionStanding(pro).heldSince).toBe(seconds(pro.startDate));
    expect(subscriptionStanding({ ...pro, status: 'CANCELLED' }).heldSince).toBe(seconds(pro.endDate ?? ''));
    expect(subscriptionStanding({ ...pro, status: 'REMOVED', endDate: null }).heldSince).toBe(seconds(pro.startDate));
    expect(subscriptionStanding({ ...pro, startDate: 'not a date' }).heldSince).toBeNull();
  });

  it('finds the plan held now and the plan subscribed to: after a lapse, the free plan and the ended one', () => {
    const lapsed = subscriptionStanding({ ...pro, status: 'REMOVED' });
    expect(heldPlan(lapsed, plans)?.id).toBe(1);
    expect(subscribedPlan(lapsed, plans)?.id).toBe(3);
    expect(holdsPaidPlan(lapsed, plans)).toBe(false);
    expect(holdsPaidPlan(subscriptionStanding(pro), plans)).toBe(true);
    expect(holdsPaidPlan(subscriptionStanding(free), plans)).toBe(false);
    // A plan missing from the list is not assumed free.
    expect(holdsPaidPlan(subscriptionStanding({ ...pro, subTierId: 9 }), plans)).toBe(true);
    expect(heldPlan(subscriptionStanding(pro), undefined)).toBeUndefined();
  });
});
