import type { StatusTone } from '@holostream/design-system';
import type { Subscription, SubscriptionStatus } from '@holostream/api';

import { FREE_TIER_ID } from '../../plans/plan-key';

export { currentSubscription, DEFAULT_SUBSCRIPTION } from '../../shared/api';
export { FREE_TIER_ID };

/** docs/product.md §4: the colour of each subscription status. */
export const STATUS_TONES: Record<SubscriptionStatus, StatusTone> = {
  ACTIVE: 'green',
  CREATED: 'blue',
  CANCELLED: 'red',
  SCHEDULED_CANCEL: 'orange',
  PAYMENT_FAILED: 'yellow',
  REMOVED: 'grey',
};

/** The badge colour of a status; one this site does not know is neutral (its raw label shows beside). */
export function statusTone(status: Subscription['status']): StatusTone {
  return Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status as SubscriptionStatus] : 'grey';
}

/** The statuses of a subscription that is still running (or waiting for its first payment). */
const LIVE_STATUSES: readonly string[] = ['ACTIVE', 'CREATED', 'PAYMENT_FAILED'] satisfies SubscriptionStatus[];

/**
 * docs/product.md §4: cancelling is allowed off the free tier unless a cancellation is already scheduled; and only
 * a live subscription can be cancelled (not one CANCELLED or REMOVED, nor a status this site does not know).
 */
export function canCancel(subscription: Subscription): boolean {
  return subscription.subTierId !== FREE_TIER_ID && LIVE_STATUSES.includes(subscription.status);
}

/** docs/product.md §4: after a failed payment the cancellation takes effect at once; otherwise at the period's end. */
export function cancelsImmediately(subscription: Subscription): boolean {
  return subscription.status === 'PAYMENT_FAILED';
}

/**
 * Which date the tab shows: when a scheduled cancellation ends access ('ends'), when an ended subscription
 * ended ('ended'), else the next bill. Only a running subscription has a next billing date.
 */
export type PeriodKind = 'ends' | 'ended' | 'next-billing';

export function periodKind(subscription: Subscription): PeriodKind {
  if (subscription.status === 'SCHEDULED_CANCEL') return 'ends';
  return LIVE_STATUSES.includes(subscription.status) ? 'next-billing' : 'ended';
}

export function periodDate(subscription: Subscription): { kind: PeriodKind; value: string } | null {
  if (!subscription.endDate) return null;
  return { kind: periodKind(subscription), value: subscription.endDate };
}

/** A date of the API (ISO 8601) in the reader's language, or null when empty or unreadable. */
export function formatDate(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // Billing dates are calendar days of the service (UTC midnight): the reader's zone must not shift them.
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
