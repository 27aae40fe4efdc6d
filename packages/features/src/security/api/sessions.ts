import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { currentFirst } from '../model/session-details';
import { securityKeys } from './keys';

/** GET /v1/user/auth/sessions: the signed-in sessions, the current one first (spec §2, §7). */
export function useSessions() {
  const client = useApiClient();
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => client.getSessions({ signal }),
    // The server sorts them; the screen does not rely on it.
    select: currentFirst,
  });
}
