import type { Subscription, SubscriptionStatus } from '@holostream/api';
import { FREE_TIER_ID } from '../plans/plan-key';

/**
 * Where a subscription stands (docs/product.md §3, §4), the one reading every screen uses:
 * - `free`: the free plan (also what the server's empty list means);
 * - `active`, `created`: a paid plan that runs (CREATED waits for its first payment);
 * - `scheduled-cancel`: a paid plan that runs until its end date, then the free plan;
 * - `payment-failed`: a paid plan whose last payment failed;
 * - `lapsed`: CANCELLED or REMOVED: the paid plan has ended and the person is on the free plan;
 * - `unknown`: a status this site does not know; the plan is taken as held (nothing is sold twice), nothing is
 *   offered that needs to know more (cancelling).
 * Here apart from the rest of the model: every account tab reads these two (the notices above the tabs), only some
 * screens the rest.
 */
export type StandingKind = 'free' | 'active' | 'created' | 'scheduled-cancel' | 'payment-failed' | 'lapsed' | 'unknown';

const KINDS: Record<SubscriptionStatus, StandingKind> = {
  ACTIVE: 'active',
  CREATED: 'created',
  SCHEDULED_CANCEL: 'scheduled-cancel',
  PAYMENT_FAILED: 'payment-failed',
  CANCELLED: 'lapsed',
  REMOVED: 'lapsed',
};

export function standingKind(subscription: Subscription): StandingKind {
  if (subscription.subTierId === FREE_TIER_ID) return 'free';
  return Object.hasOwn(KINDS, subscription.status) ? KINDS[subscription.status as SubscriptionStatus] : 'unknown';
}

/** The plan the person has now: the subscription's while it runs, the free plan once it has ended. */
export function heldTierId(subscription: Subscription): number {
  return standingKind(subscription) === 'lapsed' ? FREE_TIER_ID : subscription.subTierId;
}
