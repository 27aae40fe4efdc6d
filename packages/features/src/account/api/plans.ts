import { isAborted } from './log';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { accountKeys } from './keys';

/** GET /v1/plans: the plan details of the general tab. A failure is logged (spec §8). */
export function usePlans() {
  const client = useApiClient();
  return useQuery({
    queryKey: accountKeys.plans,
    queryFn: async ({ signal }) => {
      try {
        return await client.getPlans({ signal });
      } catch (error) {
        if (!isAborted(error)) console.warn('Failed to load the plans', error);
        throw error;
      }
    },
    staleTime: 5 * 60 * 1000,
  });
}
