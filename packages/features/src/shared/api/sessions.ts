import { done, read, type ApiClient, type Session } from '@holostream/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from './api-client-context';
import { revokeInTurn, type RevokeProgress } from './revoke-in-turn';

/** The current session first; the others keep their order (the server sorts them; the screen does not rely on it). */
export function currentFirst(sessions: readonly Session[]): Session[] {
  return [...sessions.filter((session) => session.currentSession), ...sessions.filter((s) => !s.currentSession)];
}

/** GET /v1/user/auth/sessions: the signed-in sessions, the current one first. */
export const sessionsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['sessions'],
    queryFn: async ({ signal }) => currentFirst(await read(client.GET('/v1/user/auth/sessions', { signal }))),
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions(useApiClient()));
}

/** POST /v1/user/auth/sessions/revoke { sessionId }. */
const revokeSession = (client: ApiClient) => (sessionId: number) =>
  done(client.POST('/v1/user/auth/sessions/revoke', { body: { sessionId } }));

/** Signs another session out; the sessions reload either way (after a failure it may be gone already: 404). */
export function useRevokeSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['revoke-session'],
    mutationFn: revokeSession(client),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(client).queryKey }),
  });
}

/**
 * 'Sign out all other sessions': revokes the given sessions one by one (the API has no bulk call), with live
 * progress, then reloads the list once. It counts as running until the list has reloaded.
 */
export function useRevokeOtherSessions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<RevokeProgress | null>(null);
  const mutation = useMutation({
    mutationKey: ['revoke-other-sessions'],
    mutationFn: (sessionIds: readonly number[]) => {
      setProgress(null);
      return revokeInTurn(sessionIds, revokeSession(client), setProgress);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(client).queryKey }),
  });
  return { progress, isRunning: mutation.isPending, start: mutation.mutateAsync };
}
