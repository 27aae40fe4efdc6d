import type { Subscription } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { billStanding, waitingPayment } from './bills';
import { subscriptionStanding } from './standing';

const DAY = 86_400;
/** Pro since day 100 (epoch seconds 100 days in), running. */
const pro: Subscription = {
  subTierId: 3,
  status: 'ACTIVE',
  startDate: new Date(100 * DAY * 1000).toISOString(),
  endDate: new Date(130 * DAY * 1000).toISOString(),
};
const running = subscriptionStanding(pro);
const bill = (day: number, status: string, description = 'Pro plan (monthly)') => ({
  created: day * DAY,
  status,
  description,
});

describe('billStanding', () => {
  it('is waiting while nothing settled a bill that needs an extra step or another card', () => {
    const failed = bill(110, 'requires_payment_method');
    const action = bill(111, 'requires_action', 'Change to Developer (prorated)');
    const bills = [bill(105, 'succeeded'), failed, action];
    expect(billStanding(failed, bills, running)).toBe('waiting');
    expect(billStanding(action, bills, running)).toBe('waiting');
  });

  it('is paid-later once a later successful bill of the same description settled it (the retry of the period)', () => {
    const failed = bill(110, 'requires_payment_method');
    expect(billStanding(failed, [failed, bill(111, 'succeeded', ' Pro plan (monthly) ')], running)).toBe('paid-later');
    // An earlier payment, or one for something else, settles nothing.
    expect(billStanding(failed, [bill(109, 'succeeded'), failed], running)).toBe('waiting');
    expect(billStanding(failed, [failed, bill(112, 'succeeded', 'Usage top-up')], running)).toBe('waiting');
    expect(billStanding(failed, [failed, bill(112, 'processing')], running)).toBe('waiting');
  });

  it('is plan-ended for a bill from before what the person holds now (cancelled at once, lapsed, changed)', () => {
    const failed = bill(110, 'requires_payment_method');
    const movedToFree = subscriptionStanding({
      subTierId: 1,
      status: 'ACTIVE',
      startDate: new Date(115 * DAY * 1000).toISOString(),
      endDate: null,
    });
    expect(billStanding(failed, [failed], movedToFree)).toBe('plan-ended');
    const lapsed = subscriptionStanding({
      ...pro,
      status: 'CANCELLED',
      endDate: new Date(112 * DAY * 1000).toISOString(),
    });
    expect(billStanding(failed, [failed], lapsed)).toBe('plan-ended');
    // A purchase tried after the lapse waits for the person.
    expect(billStanding(bill(113, 'requires_action'), [bill(113, 'requires_action')], lapsed)).toBe('waiting');
  });

  it('settles only by a later payment when where the subscription stands is not known', () => {
    const failed = bill(10, 'requires_payment_method');
    expect(billStanding(failed, [failed], undefined)).toBe('waiting');
    expect(billStanding(failed, [failed, bill(11, 'succeeded')], undefined)).toBe('paid-later');
  });

  it('counts the same second as the start: the bill of the purchase that started the plan', () => {
    const first = {
      created: Math.floor(Date.parse(pro.startDate) / 1000),
      status: 'requires_action',
      description: 'x',
    };
    expect(billStanding(first, [first], running)).toBe('waiting');
  });

  it('is waiting on the free default, which has no start (a 402 on the first purchase)', () => {
    const free = subscriptionStanding({ subTierId: 1, status: 'ACTIVE', startDate: '', endDate: null });
    expect(billStanding(bill(1, 'requires_action'), [bill(1, 'requires_action')], free)).toBe('waiting');
  });

  it('is none for a bill that asks nothing', () => {
    for (const status of ['succeeded', 'processing', 'canceled', 'requires_capture', 'partially_refunded']) {
      expect(billStanding(bill(110, status), [bill(110, status)], running)).toBe('none');
    }
  });
});

describe('waitingPayment', () => {
  it('is the newest waiting bill that needs the extra step', () => {
    const older = bill(110, 'requires_action', 'Upgrade to Pro');
    const newer = bill(112, 'requires_action', 'Change to Developer (prorated)');
    expect(waitingPayment([newer, bill(111, 'requires_payment_method'), older], running)).toBe(newer);
  });

  it('is nothing when a later payment of the same description settled it, or only a failed card waits', () => {
    expect(
      waitingPayment([bill(110, 'requires_action', 'Upgrade'), bill(110.01, 'succeeded', 'Upgrade')], running),
    ).toBeUndefined();
    expect(waitingPayment([bill(110, 'requires_payment_method')], running)).toBeUndefined();
    expect(waitingPayment([], running)).toBeUndefined();
  });
});
