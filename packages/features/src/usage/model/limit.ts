import type { Plan, Subscription } from '@holostream/api';
import { heldTierId } from '../../subscription';

/** The monthly streaming allowance of the person's plan. */
export interface MonthlyLimit {
  plan: Plan;
  /** Hours per month, or 'unlimited' (docs/product.md §3: monthlyUsageLimit 0 means unlimited). */
  hours: number | 'unlimited';
}

/**
 * The plan the person holds (docs/product.md §3; the free tier without a subscription, and once a paid plan has
 * ended) and its `monthlyUsageLimit`; null when that plan is not in the list.
 */
export function monthlyLimit(subscription: Subscription, plans: readonly Plan[]): MonthlyLimit | null {
  const held = heldTierId(subscription);
  const plan = plans.find((candidate) => candidate.id === held);
  if (!plan) return null;
  const limit = plan.features.monthlyUsageLimit;
  return { plan, hours: limit === 0 ? 'unlimited' : limit };
}

/** The first day of the month after `month` ('YYYY-MM'), when the allowance starts again (UTC midnight). */
export function nextMonthStart(month: string): Date {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 1));
}
