import { BILLING_ITEM_STATUSES, type BillingItem } from '@holostream/api';
import type { StatusTone } from '@holostream/design-system';
import { trustedUrl } from '../../shared/links/trusted-url';

/**
 * Every status of the contract, each with words of its own (docs/product.md §4); one the contract does not know is
 * shown red (the product's 'anything else'), its code as words.
 */
export const LABELLED_STATUSES = BILLING_ITEM_STATUSES;
export type LabelledStatus = (typeof LABELLED_STATUSES)[number];

/** What a bill's row offers next. */
export type BillingAction =
  /** Succeeded: the invoice, in a new tab. */
  | { kind: 'invoice'; url: string }
  /** requires_action: the hosted page that completes the payment, in a new tab. */
  | { kind: 'complete-payment'; url: string }
  /**
   * requires_payment_method: the card dialog, to pay with another card; and the hosted invoice page,
   * where the bill itself can be paid, when the server gave one.
   */
  | { kind: 'change-card'; url: string | null }
  | { kind: 'none' };

export interface BillingStatusView {
  tone: StatusTone;
  /** A labelled status (translated as `status.<key>`), or null for one the contract does not know. */
  labelKey: LabelledStatus | null;
  /** As sent (an unknown one included). */
  status: BillingItem['status'];
  action: BillingAction;
}

const TONE: Record<LabelledStatus, StatusTone> = {
  succeeded: 'green',
  requires_action: 'amber',
  requires_payment_method: 'amber',
  canceled: 'grey',
  // On its way at the card provider: nothing has failed.
  processing: 'blue',
  requires_confirmation: 'blue',
  requires_capture: 'blue',
};

function isLabelled(status: string): status is LabelledStatus {
  return (LABELLED_STATUSES as readonly string[]).includes(status);
}

/**
 * docs/product.md §4 Billing item status: succeeded green with the invoice link; requires_action amber 'Action
 * Required' with a link to complete the payment; requires_payment_method amber 'Payment Failed' with
 * a way to use a different card; canceled grey; the three on their way at the provider (processing,
 * requires_confirmation, requires_capture) blue, in words; anything else red, its code in words.
 */
export function billingStatusView(
  { status, invoiceUrl }: Pick<BillingItem, 'status' | 'invoiceUrl'>,
  /** The hosts an invoice or payment link may lead to (`useTrustedHosts`); any other shows no link. */
  trustedHosts: readonly string[],
): BillingStatusView {
  const url = trustedUrl(invoiceUrl, trustedHosts)?.href ?? null;
  if (!isLabelled(status)) return { tone: 'red', labelKey: null, status, action: { kind: 'none' } };
  const action: BillingAction =
    status === 'succeeded' && url
      ? { kind: 'invoice', url }
      : status === 'requires_action' && url
        ? { kind: 'complete-payment', url }
        : status === 'requires_payment_method'
          ? { kind: 'change-card', url }
          : { kind: 'none' };
  return { tone: TONE[status], labelKey: status, status, action };
}
