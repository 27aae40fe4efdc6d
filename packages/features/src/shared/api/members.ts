import { done, read, type AddMemberRequest, type ApiClient } from '@holostream/api';
import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';

const path = (organizationId: number) => ({ params: { path: { id: organizationId } } });

/** GET /v1/org/{id}/member: the members of one organisation, each with role and whether it is the caller. */
export const membersQueryOptions = (client: ApiClient, organizationId: number) =>
  queryOptions({
    queryKey: ['org', organizationId, 'members'],
    queryFn: ({ signal }) => read(client.GET('/v1/org/{id}/member', { ...path(organizationId), signal })),
  });

export function useMembers(organizationId: number) {
  return useQuery(membersQueryOptions(useApiClient(), organizationId));
}

/** Every change to the members reloads that organisation's list, also after a failure ('at capacity', 'already a
 * member', 'not found' all mean the list on screen is out of date). */
function useMembersMutation<Variables>(
  kind: 'add-member' | 'remove-member',
  organizationId: number,
  send: (client: ApiClient, variables: Variables) => Promise<void>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [kind, organizationId],
    mutationFn: (variables: Variables) => send(client, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryOptions(client, organizationId).queryKey }),
  });
}

/** POST /v1/org/{id}/member { username, invitationCode, role }. */
export const useAddMember = (organizationId: number) =>
  useMembersMutation('add-member', organizationId, (client, body: AddMemberRequest) =>
    done(client.POST('/v1/org/{id}/member', { ...path(organizationId), body })),
  );

/** DELETE /v1/org/{id}/member { memberId }. */
export const useRemoveMember = (organizationId: number) =>
  useMembersMutation('remove-member', organizationId, (client, memberId: number) =>
    done(client.DELETE('/v1/org/{id}/member', { ...path(organizationId), body: { memberId } })),
  );

/** Whether a member is being added to the organisation (from anywhere on the page). */
export function useIsAddingMember(organizationId: number): boolean {
  return useIsMutating({ mutationKey: ['add-member', organizationId] }) > 0;
}
