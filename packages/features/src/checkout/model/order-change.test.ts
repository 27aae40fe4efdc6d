import type { Plan, Subscription } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { subscriptionStanding } from '../../subscription';
import { orderChange } from './order-change';

const plan = (id: number, price: number) => ({ id, price, name: String(id) }) as Plan;
const FREE = plan(1, 0);
const DEVELOPER = plan(2, 1900);
const PRO = plan(3, 4900);
const plans = [FREE, DEVELOPER, PRO];
const on = (subTierId: number, status = 'ACTIVE') =>
  subscriptionStanding({
    subTierId,
    status,
    startDate: '2026-05-01T00:00:00Z',
    endDate: '2026-07-01T00:00:00Z',
  } satisfies Subscription);

describe('orderChange', () => {
  it('is a first purchase from the free plan, and after a paid plan ended: a full month is not prorated', () => {
    expect(orderChange(on(1), plans, PRO, { total: 4900 })).toEqual({
      kind: 'first',
      from: undefined,
      chargedToday: true,
      prorated: false,
    });
    expect(orderChange(on(3, 'CANCELLED'), plans, PRO, { total: 4900 }).kind).toBe('first');
    expect(orderChange(on(3, 'REMOVED'), plans, DEVELOPER, { total: 1900 }).kind).toBe('first');
  });

  it('is an upgrade to a dearer plan, charged for the days left', () => {
    expect(orderChange(on(2), plans, PRO, { total: 1700 })).toEqual({
      kind: 'upgrade',
      from: DEVELOPER,
      chargedToday: true,
      prorated: true,
    });
  });

  it('is a switch to a cheaper plan, with nothing charged today', () => {
    expect(orderChange(on(3), plans, DEVELOPER, { total: 0 })).toEqual({
      kind: 'switch',
      from: PRO,
      chargedToday: false,
      prorated: false,
    });
    // A scheduled cancellation still holds the plan until its end.
    expect(orderChange(on(3, 'SCHEDULED_CANCEL'), plans, DEVELOPER, { total: 0 }).kind).toBe('switch');
  });

  it('is a switch from a paid plan the list lacks, never an upgrade from nothing', () => {
    expect(orderChange(on(9), plans, PRO, { total: 100 })).toMatchObject({ kind: 'switch', from: undefined });
  });
});
