import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

/** POST /v1/user/invitation-code: a new code (it replaces the previous one), shown at once. */
export function useCreateInvitationCode() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.createInvitationCode,
    // A check still on its way could answer 'not found' after the new code exists: drop it.
    onMutate: () => queryClient.cancelQueries({ queryKey: queryKeys.invitationCode }),
    mutationFn: () => client.createInvitationCode(),
    onSuccess: async (code) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.invitationCode });
      queryClient.setQueryData(queryKeys.invitationCode, code);
    },
  });
}
