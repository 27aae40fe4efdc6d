import { billingHistoryQueryOptions, paymentMethodQueryOptions, type ScreenPrefetch } from '../shared/api';

/** What the billing tab reads (beside the banners' subscription and plans): the saved card and the bills. */
export const prefetchBillingTab: ScreenPrefetch = (queryClient, client) => {
  void queryClient.prefetchQuery(paymentMethodQueryOptions(client));
  void queryClient.prefetchQuery(billingHistoryQueryOptions(client));
};
