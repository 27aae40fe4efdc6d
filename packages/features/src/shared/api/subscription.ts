import type { ApiClient, Subscription } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FREE_TIER_ID } from '../plans/plan-key';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';

export { FREE_TIER_ID };

/** Spec §3: assumed when the server returns no subscription. */
export const DEFAULT_SUBSCRIPTION: Subscription = {
  subTierId: FREE_TIER_ID,
  status: 'ACTIVE',
  startDate: '',
  endDate: null,
};

/** Spec §3: the first subscription of the list, else the free-plan default. */
export function currentSubscription(list: readonly Subscription[]): Subscription {
  return list[0] ?? DEFAULT_SUBSCRIPTION;
}

/** GET /v1/subscription: the account's subscription (the first item, or the free-plan default). */
export const subscriptionQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.subscription,
    queryFn: async ({ signal }) => currentSubscription(await client.getSubscriptions({ signal })),
  });

/** The signed-in account's subscription; `enabled: false` while nobody is signed in. */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions(useApiClient()), enabled });
}
