import type { PaymentMethod, Plan, Subscription } from '@holostream/api';
import { FREE_TIER_ID } from '../../plans/plan-key';

/** What the Billing tab says about the next payment, from the subscription, its plan and the saved card. */
export type NextPayment =
  /** The free plan: nothing to pay. */
  | { kind: 'free' }
  /** Cancelled, removed, or a status this site does not know: no payment is due that the site can name. */
  | { kind: 'none' }
  /** A cancellation is scheduled: no further payments; the plan ends on `date` (when the server says). */
  | { kind: 'ends'; plan: Plan; date: Date | null }
  /** The last payment failed: the notice above the tab says what to do. */
  | { kind: 'payment-failed' }
  /**
   * A paid plan that renews: `amountCents` (the plan's price, USD) on `date` (when the server says), to `card`:
   * `missing` with no card saved, `expires-first` when the saved one runs out before that date, `unknown` when the
   * card could not be read.
   */
  | {
      kind: 'due';
      plan: Plan;
      amountCents: number;
      date: Date | null;
      card: 'ok' | 'missing' | 'expires-first' | 'unknown';
    };

/** The subscription's end date as a date, or null when it has none or it cannot be read. */
function endDateOf(subscription: Subscription): Date | null {
  if (!subscription.endDate) return null;
  const date = new Date(subscription.endDate);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A card is valid through the last day of its expiry month: it runs out before a payment made in a later month.
 * Payment dates are calendar days of the service (UTC).
 */
export function expiresBefore(card: Pick<PaymentMethod, 'expMonth' | 'expYear'>, date: Date): boolean {
  return card.expYear * 12 + (card.expMonth - 1) < date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/**
 * docs/product.md §3, §4: the next payment is the plan's price on the subscription's end date while it runs (ACTIVE or
 * CREATED); a scheduled cancellation ends it instead; after a failed payment the notice speaks. `card` is the saved
 * card, null when there is none, undefined when it could not be read.
 */
export function nextPayment(
  subscription: Subscription,
  plan: Plan | undefined,
  card: PaymentMethod | null | undefined,
): NextPayment {
  if (subscription.subTierId === FREE_TIER_ID || (plan && plan.price === 0)) return { kind: 'free' };
  if (subscription.status === 'PAYMENT_FAILED') return { kind: 'payment-failed' };
  if (!plan) return { kind: 'none' };
  const date = endDateOf(subscription);
  if (subscription.status === 'SCHEDULED_CANCEL') return { kind: 'ends', plan, date };
  if (subscription.status !== 'ACTIVE' && subscription.status !== 'CREATED') return { kind: 'none' };
  const cardState =
    card === undefined
      ? 'unknown'
      : card === null
        ? 'missing'
        : date && expiresBefore(card, date)
          ? 'expires-first'
          : 'ok';
  return { kind: 'due', plan, amountCents: plan.price, date, card: cardState };
}
