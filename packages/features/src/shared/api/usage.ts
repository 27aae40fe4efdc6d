import { read, usageRangeToQuery, type ApiClient, type UsageRange } from '@holostream/api';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';

/**
 * GET /v1/live/sessions?startMonth&startYear&endMonth&endYear: the usage records of a valid range. One cache entry
 * per range, so the default range is shared by the tab and its month meter.
 */
export const usageQueryOptions = (client: ApiClient, range: UsageRange) =>
  queryOptions({
    queryKey: ['usage', range],
    queryFn: async ({ signal }) =>
      (await read(client.GET('/v1/live/sessions', { params: { query: usageRangeToQuery(range) }, signal }))).data,
  });

export function useUsage(range: UsageRange) {
  return useQuery(usageQueryOptions(useApiClient(), range));
}

/** Loads a range afresh; a request already on its way is reused (one click, one request). */
export function useReloadUsage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (range: UsageRange) =>
    queryClient.invalidateQueries(
      { queryKey: usageQueryOptions(client, range).queryKey, exact: true },
      { cancelRefetch: false },
    );
}
