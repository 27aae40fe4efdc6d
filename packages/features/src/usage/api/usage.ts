import { usageRangeToQuery, type UsageRange } from '@holostream/api';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { usageKeys } from './keys';

/**
 * GET /v1/live/sessions?startMonth&startYear&endMonth&endYear (spec §7): the usage records of a valid
 * range. One cache entry per range, so the default range is shared by the tab and its month meter.
 */
export function useUsage(range: UsageRange) {
  const client = useApiClient();
  return useQuery({
    queryKey: usageKeys.records(range),
    queryFn: async ({ signal }) => (await client.getUsage(usageRangeToQuery(range), { signal })).data,
  });
}
