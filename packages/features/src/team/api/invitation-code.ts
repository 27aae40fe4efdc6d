import type { InvitationCode } from '@holostream/api';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { isAborted, isNotFound } from '../model/errors';
import { INVITATION_POLL_MS } from '../model/team';
import { teamKeys } from './keys';

/**
 * GET /v1/user/invitation-code, asked again every 5 s while the caller is mounted (spec §9): the code,
 * or null when the server says there is none (spec §8: not found). Other failures are only logged;
 * the last code stays on screen. Mount it only while the dialog is open: unmounting stops the polling,
 * and the cache entry goes with it (gcTime 0), so the next opening starts with a fresh first fetch.
 */
export function useInvitationCode() {
  const client = useApiClient();
  return useQuery({
    queryKey: teamKeys.invitationCode,
    queryFn: async ({ signal }): Promise<InvitationCode | null> => {
      try {
        return await client.getInvitationCode({ signal });
      } catch (error) {
        if (isNotFound(error)) return null;
        if (!isAborted(error)) console.warn('Failed to check the invitation code', error);
        throw error;
      }
    },
    refetchInterval: INVITATION_POLL_MS,
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
