import { read, type ApiClient } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';

/**
 * GET /v1/plans: the plans on sale, in the server's order (cheapest first). Also for a page that shows them
 * before its query cache has loaded (the site's plans page).
 */
export const fetchPlans = (client: ApiClient, signal?: AbortSignal) => read(client.GET('/v1/plans', { signal }));

/** The plans as a query. They rarely change. */
export const plansQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => fetchPlans(client, signal),
    staleTime: 5 * 60 * 1000,
  });

export function usePlans() {
  return useQuery(plansQueryOptions(useApiClient()));
}
