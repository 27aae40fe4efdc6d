import type { AddMemberRequest } from '@holostream/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { teamKeys } from './keys';

/** POST /v1/org/{id}/member { username, invitationCode, role }; the member list is fetched again afterwards. */
export function useAddMember(organizationId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'add-member', organizationId],
    mutationFn: (body: AddMemberRequest) => client.addMember(organizationId, body),
    // Also after a failure: 'at capacity' or 'already a member' means the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(organizationId) }),
  });
}
