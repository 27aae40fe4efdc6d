import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { isAborted } from '../model/errors';
import { teamKeys } from './keys';

/** GET /v1/user/org: the organisations the signed-in person belongs to; the first is selected (spec §7). */
export function useOrganizations() {
  const client = useApiClient();
  return useQuery({
    queryKey: teamKeys.organizations,
    queryFn: async ({ signal }) => {
      try {
        return await client.getOrganizations({ signal });
      } catch (error) {
        if (!isAborted(error)) console.warn('Failed to load organizations', error);
        throw error;
      }
    },
  });
}
