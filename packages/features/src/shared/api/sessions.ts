import type { ApiClient, Session } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';

/** The current session first; the others keep their order. */
export function currentFirst(sessions: readonly Session[]): Session[] {
  return [...sessions.filter((session) => session.currentSession), ...sessions.filter((s) => !s.currentSession)];
}

/** GET /v1/user/auth/sessions: the signed-in sessions, the current one first (spec §2, §7). */
export const sessionsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.sessions,
    // The server sorts them; the screen does not rely on it.
    queryFn: async ({ signal }) => currentFirst(await client.getSessions({ signal })),
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions(useApiClient()));
}
