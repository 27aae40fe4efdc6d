import type { StatusTone } from '@holostream/design-system';
import type { Subscription, SubscriptionStatus } from '@holostream/api';

import { subscriptionStanding } from '../../subscription';

export { currentSubscription, DEFAULT_SUBSCRIPTION } from '../../shared/api/subscription';

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

/** docs/product.md §4: whether the subscription may be cancelled (the subscription model decides). */
export function canCancel(subscription: Subscription): boolean {
  return subscriptionStanding(subscription).canCancel;
}

/** docs/product.md §4: after a failed payment the cancellation takes effect at once; otherwise at the period's end. */
export function cancelsImmediately(subscription: Subscription): boolean {
  return subscriptionStanding(subscription).cancelsImmediately;
}

/** A date of the API (ISO 8601) in the reader's language, or null when empty or unreadable. */
export function formatDate(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // Billing dates are calendar days of the service (UTC midnight): the reader's zone must not shift them.
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
