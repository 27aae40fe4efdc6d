import type { BillingItem, PaymentMethod, Plan } from '@holostream/api';
import { FREE_TIER_ID } from '../../plans/plan-key';
import type { SubscriptionStanding } from '../../subscription';

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
  /** A payment waits for the person's extra step (a 402 at checkout): that bill, to complete. */
  | { kind: 'waiting'; bill: BillingItem }
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

/** An ISO 8601 date as a date, or null when there is none or it cannot be read. */
function dateOf(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
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
 * CREATED); a scheduled cancellation ends it instead; after a failed payment the notice speaks; a payment waiting for
 * the person's extra step comes before anything else is due, on the free plan too (never "nothing to pay" beside it).
 * `plan` is the plan held now (the free plan after a lapse), `card` the saved card: null when there is none,
 * undefined when it could not be read; `waiting` the payment waiting for the person (`waitingPayment`).
 */
export function nextPayment(
  standing: SubscriptionStanding,
  plan: Plan | undefined,
  card: PaymentMethod | null | undefined,
  waiting?: BillingItem,
): NextPayment {
  if (standing.kind === 'payment-failed') return { kind: 'payment-failed' };
  if (waiting) return { kind: 'waiting', bill: waiting };
  if (standing.heldTierId === FREE_TIER_ID || (plan && plan.price === 0)) return { kind: 'free' };
  if (!plan) return { kind: 'none' };
  const date = dateOf(standing.period?.date);
  if (standing.kind === 'scheduled-cancel') return { kind: 'ends', plan, date };
  if (standing.kind !== 'active' && standing.kind !== 'created') return { kind: 'none' };
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
