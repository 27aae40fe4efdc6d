import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { isAborted } from '../model/errors';
import { teamKeys } from './keys';

/** GET /v1/org/{id}/member: the members of one organisation, each with role and whether it is the caller. */
export function useMembers(organizationId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: teamKeys.members(organizationId),
    queryFn: async ({ signal }) => {
      try {
        return await client.getMembers(organizationId, { signal });
      } catch (error) {
        if (!isAborted(error)) console.warn('Failed to load team members', error);
        throw error;
      }
    },
  });
}
