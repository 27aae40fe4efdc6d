import { usageRangeToQuery, type ApiClient, type UsageRange } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';

/**
 * GET /v1/live/sessions?startMonth&startYear&endMonth&endYear (spec §7): the usage records of a valid
 * range. One cache entry per range, so the default range is shared by the tab and its month meter.
 */
export const usageQueryOptions = (client: ApiClient, range: UsageRange) =>
  queryOptions({
    queryKey: queryKeys.usage(range),
    queryFn: async ({ signal }) => (await client.getUsage(usageRangeToQuery(range), { signal })).data,
  });

export function useUsage(range: UsageRange) {
  return useQuery(usageQueryOptions(useApiClient(), range));
}
