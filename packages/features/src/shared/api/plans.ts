import type { ApiClient, CallOptions } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';

/**
 * GET /v1/plans: the plans on sale, in the server's order (cheapest first). Also for a page that shows them
 * before its app and its query cache have loaded (the site's plans page).
 */
export const fetchPlans = (client: ApiClient, options?: CallOptions) => client.getPlans(options);

/** The plans as a query. They rarely change. */
export const plansQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.plans,
    queryFn: ({ signal }) => fetchPlans(client, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export function usePlans() {
  return useQuery(plansQueryOptions(useApiClient()));
}
