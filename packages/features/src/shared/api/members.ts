import type { ApiClient } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';

/** GET /v1/org/{id}/member: the members of one organisation, each with role and whether it is the caller. */
export const membersQueryOptions = (client: ApiClient, organizationId: number) =>
  queryOptions({
    queryKey: queryKeys.members(organizationId),
    queryFn: ({ signal }) => client.getMembers(organizationId, { signal }),
  });

export function useMembers(organizationId: number) {
  return useQuery(membersQueryOptions(useApiClient(), organizationId));
}
