import type { ApiClient } from '@holostream/api';
import type { QueryClient } from '@tanstack/react-query';
import { paymentMethodQueryOptions, plansQueryOptions, subscriptionPreviewQueryOptions } from '../../shared/api';

/**
 * Whether checkout can sell the plan (docs/product.md §2 Checkout): the plans and the plan's preview load, and the plan
 * is one of them. What the screen shows first is fetched meanwhile, into the cache it reads (the saved card too), so
 * an app's route can check before showing checkout: `if (!(await canCheckOut(…))) → the plans page`.
 */
export async function canCheckOut(queryClient: QueryClient, client: ApiClient, planId: number): Promise<boolean> {
  void queryClient.prefetchQuery(paymentMethodQueryOptions(client));
  try {
    const [plans] = await Promise.all([
      queryClient.ensureQueryData(plansQueryOptions(client)),
      queryClient.ensureQueryData(subscriptionPreviewQueryOptions(client, planId)),
    ]);
    return plans.some((plan) => plan.id === planId);
  } catch {
    return false;
  }
}
