import type { Plan, Subscription } from '@holostream/api';
import { FREE_TIER_ID } from '../plans/plan-key';
import { heldTierId, standingKind, type StandingKind } from './held';

/**
 * What the subscription's end date is: the next bill, when a scheduled cancellation ends it, when it ended (a lapse),
 * or an end date of a status this site does not know.
 */
export type PeriodKind = 'next-billing' | 'ends' | 'ended' | 'end';

export interface SubscriptionStanding {
  kind: StandingKind;
  /** The status as the server sent it (one this site does not know included). */
  status: Subscription['status'];
  /** The subscription's plan; after a lapse, the plan that ended. */
  tierId: number;
  /** The plan the person has now: the subscription's while it runs, the free plan once it has ended. */
  heldTierId: number;
  /** When the subscription started (ISO 8601), or null without one. */
  startDate: string | null;
  /** Its end date (ISO 8601) and what that date is, or null without one. */
  period: { kind: PeriodKind; date: string } | null;
  /** docs/product.md §4: cancelling is offered for a paid plan that runs and whose cancellation is not scheduled. */
  canCancel: boolean;
  /** docs/product.md §4: after a failed payment a cancellation takes effect at once. */
  cancelsImmediately: boolean;
  /**
   * Since when the person has what they hold now (epoch seconds), when the server says: a bill waiting for a
   * payment from before then belongs to a plan no longer held. After a lapse, the end of the paid plan.
   */
  heldSince: number | null;
}

/** An ISO 8601 date as epoch seconds, or null when empty or unreadable. */
function epochSecondsOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : Math.floor(time / 1000);
}

const PERIOD_KINDS: Record<StandingKind, PeriodKind> = {
  free: 'next-billing',
  active: 'next-billing',
  created: 'next-billing',
  'payment-failed': 'next-billing',
  'scheduled-cancel': 'ends',
  lapsed: 'ended',
  unknown: 'end',
};

/** Where the account's subscription (the first of the server's list, else the free default) stands. */
export function subscriptionStanding(subscription: Subscription): SubscriptionStanding {
  const kind = standingKind(subscription);
  const lapsed = kind === 'lapsed';
  return {
    kind,
    status: subscription.status,
    tierId: subscription.subTierId,
    heldTierId: heldTierId(subscription),
    startDate: subscription.startDate || null,
    period: subscription.endDate ? { kind: PERIOD_KINDS[kind], date: subscription.endDate } : null,
    canCancel: kind === 'active' || kind === 'created' || kind === 'payment-failed',
    cancelsImmediately: kind === 'payment-failed',
    heldSince: epochSecondsOf(lapsed ? (subscription.endDate ?? subscription.startDate) : subscription.startDate),
  };
}

/** The plan the person has now, from the plans, or undefined when it is not among them. */
export function heldPlan(standing: SubscriptionStanding, plans: readonly Plan[] | undefined): Plan | undefined {
  return plans?.find((plan) => plan.id === standing.heldTierId);
}

/** The subscription's own plan (after a lapse, the one that ended), or undefined when it is not among the plans. */
export function subscribedPlan(standing: SubscriptionStanding, plans: readonly Plan[] | undefined): Plan | undefined {
  return plans?.find((plan) => plan.id === standing.tierId);
}

/** Whether the person holds a paid plan now (free and lapsed do not; a paid plan's price is looked up). */
export function holdsPaidPlan(standing: SubscriptionStanding, plans: readonly Plan[] | undefined): boolean {
  if (standing.heldTierId === FREE_TIER_ID) return false;
  const plan = heldPlan(standing, plans);
  return plan === undefined || plan.price > 0;
}
