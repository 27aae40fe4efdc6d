import type { BillingItem } from '@holostream/api';

/** The address fragment that takes the billing tab to the bill waiting for the person (`?tab=billing#…`). */
export const COMPLETE_PAYMENT_ANCHOR = 'complete-payment';

/** The billing tab of the account (`account`: the site's account path), at the bill waiting for the person. */
export const completePaymentHref = (account: string) => `${account}?tab=billing#${COMPLETE_PAYMENT_ANCHOR}`;

/**
 * The bill still waiting for the person's extra step (3-D Secure, a bank's confirmation): the newest bill that
 * requires action with no payment that went through after it. An older one a later payment settled is history.
 */
export function billNeedingAction<Bill extends Pick<BillingItem, 'created' | 'status'>>(
  items: readonly Bill[],
): Bill | undefined {
  const lastPaid = Math.max(
    Number.NEGATIVE_INFINITY,
    ...items.filter((item) => item.status === 'succeeded').map((item) => item.created),
  );
  return items
    .filter((item) => item.status === 'requires_action' && item.created > lastPaid)
    .reduce<Bill | undefined>((newest, item) => (newest && newest.created >= item.created ? newest : item), undefined);
}
