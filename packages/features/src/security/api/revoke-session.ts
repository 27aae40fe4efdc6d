import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { securityKeys } from './keys';

/** POST /v1/user/auth/sessions/revoke { sessionId }: signs another session out; the list reloads either way. */
export function useRevokeSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['security', 'revoke-session'],
    mutationFn: (sessionId: number) => client.revokeSession({ sessionId }),
    // Spec §7: reload the list. After a failure too: the session may be gone already (404).
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
