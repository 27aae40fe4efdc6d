import type { ApiClient } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';

/** GET /v1/user/org: the organisations the signed-in person belongs to; the first is selected (spec §7). */
export const organizationsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.organizations,
    queryFn: ({ signal }) => client.getOrganizations({ signal }),
  });

export function useOrganizations() {
  return useQuery(organizationsQueryOptions(useApiClient()));
}
