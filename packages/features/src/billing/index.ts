/**
 * @holostream/features/billing: the billing tab of /account (docs/product.md §2 Billing tab, §3, §4, §8): payment method, card dialog and billing history.
 * Its words come with its components (`useTexts`).
 */
import { lazy } from 'react';
import type { AccountTabDefinition } from '../shared/account-tab';
import { billingHistoryQueryOptions } from '../shared/api/billing-history';
import { paymentMethodQueryOptions } from '../shared/api/payment-method';
import { billingTexts } from './locales/texts';

export type { BillingTabProps } from './components/billing-tab';

const code = () => import('./components/billing-tab');
/** The tab's panel, fetched apart from the page (docs/decisions/0001): its code comes with its reads. */
export const BillingTab = lazy(() => code().then((module) => ({ default: module.BillingTab })));

/** The billing tab: it reads the saved card and the bills (beside the banners' subscription and plans). */
export const billingTab: AccountTabDefinition = {
  name: 'billing',
  texts: billingTexts,
  label: 'title',
  code,
  reads: (queryClient, client) => {
    void queryClient.prefetchQuery(paymentMethodQueryOptions(client));
    void queryClient.prefetchQuery(billingHistoryQueryOptions(client));
  },
};
