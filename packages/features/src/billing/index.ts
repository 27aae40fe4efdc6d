/**
 * @holostream/features/billing: the billing tab of /account (docs/product.md §2 Billing tab, §3, §4, §8): payment method, card dialog and billing history.
 * Its words come with its components (`useTexts`).
 */
import type { AccountTabDefinition } from '../shared/account-tab';
import { billingHistoryQueryOptions } from '../shared/api/billing-history';
import { paymentMethodQueryOptions } from '../shared/api/payment-method';
import { billingTexts } from './locales/texts';

export { BillingTab, type BillingTabProps } from './components/billing-tab';

/** The billing tab: it reads the saved card and the bills (beside the banners' subscription and plans). */
export const billingTab: AccountTabDefinition = {
  name: 'billing',
  texts: billingTexts,
  label: 'title',
  reads: (queryClient, client) => {
    void queryClient.prefetchQuery(paymentMethodQueryOptions(client));
    void queryClient.prefetchQuery(billingHistoryQueryOptions(client));
  },
};
