import type { BillingItem } from '@holostream/api';
import type { SubscriptionStanding } from './standing';

/** The address fragment that takes the billing tab to the bill waiting for the person (`?tab=billing#…`). */
export const COMPLETE_PAYMENT_ANCHOR = 'complete-payment';

/** The billing tab of the account (`account`: the site's account path), at the bill waiting for the person. */
export const completePaymentHref = (account: string) => `${account}?tab=billing#${COMPLETE_PAYMENT_ANCHOR}`;

type Bill = Pick<BillingItem, 'created' | 'status' | 'description'>;

/**
 * What a bill asks of the person (docs/product.md §4):
 * - `waiting`: a payment that needs the person (an extra step, or another card) and that nothing has settled;
 * - `paid-later`: one that needed the person, settled since by a later successful bill of the same description
 *   (the retry of the same period, the finished purchase);
 * - `plan-ended`: one that needed the person, from before what they hold now (a plan that has ended since);
 * - `none`: a bill that asks nothing (paid, on its way, cancelled, or a status this site does not know).
 * Only a `waiting` bill offers a way to pay; the others keep their invoice.
 */
export type BillStanding = 'waiting' | 'paid-later' | 'plan-ended' | 'none';

/** The statuses of a payment that waits for the person: an extra step, or another card. */
const NEEDS_PERSON: readonly string[] = ['requires_action', 'requires_payment_method'];

/** A bill's description as compared: the server's words, without the spaces around them. */
const sameDescription = (a: Bill, b: Bill) => a.description.trim() === b.description.trim();

/** `standing` undefined (the subscription could not be read): only a later payment can settle a bill. */
export function billStanding(
  bill: Bill,
  bills: readonly Bill[],
  standing: Pick<SubscriptionStanding, 'heldSince'> | undefined,
): BillStanding {
  if (!NEEDS_PERSON.includes(bill.status)) return 'none';
  const paidLater = bills.some(
    (other) => other.status === 'succeeded' && other.created > bill.created && sameDescription(other, bill),
  );
  if (paidLater) return 'paid-later';
  const heldSince = standing?.heldSince ?? null;
  if (heldSince !== null && bill.created < heldSince) return 'plan-ended';
  return 'waiting';
}

/**
 * The payment waiting for the person's extra step (3-D Secure, a bank's confirmation; a 402 at checkout): the
 * newest `waiting` bill that requires action. What the general tab's notice, the next payment and the history's
 * highlighted row all point to.
 */
export function waitingPayment<Item extends Bill>(
  bills: readonly Item[],
  standing: Pick<SubscriptionStanding, 'heldSince'> | undefined,
): Item | undefined {
  return bills
    .filter((bill) => bill.status === 'requires_action' && billStanding(bill, bills, standing) === 'waiting')
    .reduce<Item | undefined>((newest, bill) => (newest && newest.created >= bill.created ? newest : bill), undefined);
}
