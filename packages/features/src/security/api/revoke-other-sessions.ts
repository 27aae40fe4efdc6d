import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { queryKeys, revokeSessionRequest, useApiClient } from '../../shared/api';
import { revokeInTurn, type RevokeProgress } from '../model/revoke-in-turn';

/**
 * 'Sign out all other sessions': revokes the given sessions one by one (the API has no bulk call),
 * with live progress, then reloads the list once. It counts as running until the list has reloaded;
 * a second start meanwhile is ignored.
 */
export function useRevokeOtherSessions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<RevokeProgress | null>(null);
  const [isRunning, setRunning] = useState(false);
  const running = useRef(false);

  const start = useCallback(
    async (sessionIds: readonly number[]): Promise<RevokeProgress | null> => {
      if (running.current) return null;
      running.current = true;
      setRunning(true);
      setProgress(null);
      try {
        return await revokeInTurn(sessionIds, revokeSessionRequest(client), setProgress);
      } finally {
        await queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
        running.current = false;
        setRunning(false);
      }
    },
    [client, queryClient],
  );

  return { progress, isRunning, start };
}
