import type { ApiClient } from '@holostream/api';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';

/** GET /v1/subscription/preview/{id}: total due today (cents), remaining days, next billing date. */
export const subscriptionPreviewQueryOptions = (client: ApiClient, planId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.subscriptionPreview(planId ?? 0),
    queryFn: planId === undefined ? skipToken : ({ signal }) => client.getSubscriptionPreview(planId, { signal }),
  });

export function useSubscriptionPreview(planId: number | undefined) {
  return useQuery(subscriptionPreviewQueryOptions(useApiClient(), planId));
}
