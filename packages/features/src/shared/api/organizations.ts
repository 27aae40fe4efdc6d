import { read, type ApiClient } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';

/** GET /v1/user/org: the organisations the signed-in person belongs to; the first is selected. */
export const organizationsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['org'],
    queryFn: ({ signal }) => read(client.GET('/v1/user/org', { signal })),
  });

export function useOrganizations() {
  return useQuery(organizationsQueryOptions(useApiClient()));
}
