import type { AddMemberRequest } from '@holostream/api';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

/** POST /v1/org/{id}/member { username, invitationCode, role }; that organisation's members reload. */
export function useAddMember(organizationId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.addMember(organizationId),
    mutationFn: (body: AddMemberRequest) => client.addMember(organizationId, body),
    // Also after a failure: 'at capacity' or 'already a member' means the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.members(organizationId) }),
  });
}

/** Whether a member is being added to the organisation (from anywhere on the page). */
export function useIsAddingMember(organizationId: number): boolean {
  return useIsMutating({ mutationKey: mutationKeys.addMember(organizationId) }) > 0;
}
