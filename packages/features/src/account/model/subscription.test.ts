import type { Subscription } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { canCancel, cancelsImmediately, currentSubscription, DEFAULT_SUBSCRIPTION, formatDate } from './subscription';

const pro: Subscription = {
  subTierId: 3,
  status: 'ACTIVE',
  startDate: '2026-07-10T00:00:00.000Z',
  endDate: '2026-12-10T00:00:00.000Z',
};

describe('subscription rules (docs/product.md §3, §4)', () => {
  it('uses the first subscription, else the free-plan default', () => {
    expect(currentSubscription([pro, { ...pro, subTierId: 2 }])).toBe(pro);
    expect(currentSubscription([])).toEqual({ subTierId: 1, status: 'ACTIVE', startDate: '', endDate: null });
  });

  it.each([
    [pro, true],
    [{ ...pro, status: 'PAYMENT_FAILED' as const }, true],
    [{ ...pro, status: 'SCHEDULED_CANCEL' as const }, false],
    [DEFAULT_SUBSCRIPTION, false],
    [{ ...DEFAULT_SUBSCRIPTION, status: 'PAYMENT_FAILED' as const }, false],
    [{ ...pro, status: 'CREATED' as const }, true],
    [{ ...pro, status: 'CANCELLED' as const }, false],
    [{ ...pro, status: 'REMOVED' as const }, false],
    // A status this site does not know is not assumed to be live.
    [{ ...pro, status: 'PAUSED' }, false],
  ])('allows cancelling %o: %s', (subscription, allowed) => {
    expect(canCancel(subscription)).toBe(allowed);
  });

  it('cancels at once only after a failed payment', () => {
    expect(cancelsImmediately({ ...pro, status: 'PAYMENT_FAILED' })).toBe(true);
    expect(cancelsImmediately(pro)).toBe(false);
  });

  it('formats dates in the language, in UTC, and gives up on empty or broken ones', () => {
    expect(formatDate('2026-12-10T00:00:00.000Z', 'en')).toBe('December 10, 2026');
    expect(formatDate('2026-12-10T00:00:00.000Z', 'ja')).toBe('2026年12月10日');
    expect(formatDate('', 'en')).toBeNull();
    expect(formatDate('not a date', 'en')).toBeNull();
  });
});
