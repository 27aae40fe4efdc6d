import type { ApiClient } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';

/** GET /v1/plans: the plans on sale, in the server's order (cheapest first). They rarely change. */
export const plansQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.plans,
    queryFn: ({ signal }) => client.getPlans({ signal }),
    staleTime: 5 * 60 * 1000,
  });

export function usePlans() {
  return useQuery(plansQueryOptions(useApiClient()));
}
