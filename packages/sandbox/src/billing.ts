/**
 * Monthly billing: what subscribing costs today. A paid subscription that is running keeps its period; a change
 * of plan is charged for the remaining days (price difference, never negative). Without one, a new month starts
 * today and is charged in full.
 */
import type { Plan } from '@holostream/api';
import { PLAN_IDS } from './seed';
import type { SubscriptionRecord } from './store';
import { addMonths, DAY } from './time';

/** The running paid subscription whose period the new plan joins, if any. */
export function runningPaidSubscription(first: SubscriptionRecord | undefined, now: number) {
  if (!first || first.subTierId === PLAN_IDS.free || first.endDate === null || first.endDate <= now) return undefined;
  return first.status === 'ACTIVE' || first.status === 'SCHEDULED_CANCEL' ? first : undefined;
}

export interface Quote {
  /** Cents due today. */
  total: number;
  daysRemaining: number;
  /** Epoch ms. */
  nextBillingDate: number;
}

export function quote(plans: readonly Plan[], plan: Plan, first: SubscriptionRecord | undefined, now: number): Quote {
  const running = runningPaidSubscription(first, now);
  if (running && running.endDate !== null) {
    const periodStart = addMonths(running.endDate, -1);
    const periodDays = Math.max(1, Math.round((running.endDate - periodStart) / DAY));
    const daysRemaining = Math.min(periodDays, Math.max(0, Math.ceil((running.endDate - now) / DAY)));
    const currentPrice = plans.find((candidate) => candidate.id === running.subTierId)?.price ?? 0;
    const total = Math.max(0, Math.round(((plan.price - currentPrice) * daysRemaining) / periodDays));
    return { total, daysRemaining, nextBillingDate: running.endDate };
  }
  const nextBillingDate = addMonths(now, 1);
  return { total: plan.price, daysRemaining: Math.round((nextBillingDate - now) / DAY), nextBillingDate };
}

/** Plans bought through checkout: paid, and not the one arranged with sales. */
export function isPurchasable(plan: Plan): boolean {
  return plan.price > 0 && plan.id !== PLAN_IDS.enterprise;
}
