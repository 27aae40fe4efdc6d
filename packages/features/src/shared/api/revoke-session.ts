import type { ApiClient } from '@holostream/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

/** POST /v1/user/auth/sessions/revoke { sessionId }: the request alone, for revoking several in turn. */
export const revokeSessionRequest = (client: ApiClient) => (sessionId: number) => client.revokeSession({ sessionId });

/** Signs another session out; the sessions reload either way (after a failure it may be gone already: 404). */
export function useRevokeSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.revokeSession,
    mutationFn: revokeSessionRequest(client),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
