import type { Plan, Subscription } from '@holostream/api';

/** Spec §3, §9: with no subscription the free tier (id 1) is assumed. */
export const FREE_TIER_ID = 1;

/** The monthly streaming allowance of the person's plan. */
export interface MonthlyLimit {
  plan: Plan;
  /** Hours per month, or 'unlimited' (spec §3: monthlyUsageLimit 0 means unlimited). */
  hours: number | 'unlimited';
}

/**
 * The plan of the first subscription (spec §3; the free tier when the list is empty) and its
 * `monthlyUsageLimit`; null when that plan is not in the list.
 */
export function monthlyLimit(subscriptions: readonly Subscription[], plans: readonly Plan[]): MonthlyLimit | null {
  const planId = subscriptions[0]?.subTierId ?? FREE_TIER_ID;
  const plan = plans.find((candidate) => candidate.id === planId);
  if (!plan) return null;
  const limit = plan.features.monthlyUsageLimit;
  return { plan, hours: limit === 0 ? 'unlimited' : limit };
}

/** The first day of the month after `month` ('YYYY-MM'), when the allowance starts again (UTC midnight). */
export function nextMonthStart(month: string): Date {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 1));
}
