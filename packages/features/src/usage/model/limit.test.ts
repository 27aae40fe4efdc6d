import { PLAN_IDS, sandboxFixtures } from '@holostream/sandbox';
import { describe, expect, it } from 'vitest';
import { currentSubscription } from '../../shared/api/subscription';
import { monthlyLimit, nextMonthStart } from './limit';

const { plans, subscriptions } = sandboxFixtures();

describe('monthlyLimit', () => {
  it("is the hours of the first subscription's plan", () => {
    const limit = monthlyLimit(currentSubscription(subscriptions), plans);
    expect(limit?.plan.id).toBe(subscriptions[0]?.subTierId);
    expect(limit?.hours).toBe(limit?.plan.features.monthlyUsageLimit);
    expect(limit?.hours).toEqual(expect.any(Number));
  });

  it('falls back to the free tier (id 1) with no subscription', () => {
    expect(monthlyLimit(currentSubscription([]), plans)?.plan.id).toBe(PLAN_IDS.free);
  });

  it.each(['CANCELLED', 'REMOVED'])('is the free plan once the paid plan ended (%s)', (status) => {
    const ended = {
      subTierId: PLAN_IDS.pro,
      status,
      startDate: '2026-01-01T00:00:00Z',
      endDate: '2026-05-01T00:00:00Z',
    };
    expect(monthlyLimit(ended, plans)?.plan.id).toBe(PLAN_IDS.free);
  });

  it('says unlimited for a limit of 0', () => {
    const enterprise = { subTierId: PLAN_IDS.enterprise, status: 'ACTIVE' as const, startDate: '', endDate: null };
    expect(monthlyLimit(enterprise, plans)?.hours).toBe('unlimited');
  });

  it('is null when the plan is not in the list', () => {
    expect(monthlyLimit({ subTierId: 99, status: 'ACTIVE', startDate: '', endDate: null }, plans)).toBeNull();
  });
});

describe('nextMonthStart', () => {
  it('is the first of the next month, across a year end', () => {
    expect(nextMonthStart('2025-07').toISOString()).toBe('2025-08-01T00:00:00.000Z');
    expect(nextMonthStart('2025-12').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
