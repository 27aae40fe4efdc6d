import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { teamKeys } from './keys';

/** DELETE /v1/org/{id}/member { memberId }; the member list is fetched again afterwards. */
export function useRemoveMember(organizationId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'remove-member', organizationId],
    mutationFn: (memberId: number) => client.removeMember(organizationId, { memberId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(organizationId) }),
  });
}
