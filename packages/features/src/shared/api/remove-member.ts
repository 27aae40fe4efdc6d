import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

/** DELETE /v1/org/{id}/member { memberId }; that organisation's members reload afterwards. */
export function useRemoveMember(organizationId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.removeMember(organizationId),
    mutationFn: (memberId: number) => client.removeMember(organizationId, { memberId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.members(organizationId) }),
  });
}
