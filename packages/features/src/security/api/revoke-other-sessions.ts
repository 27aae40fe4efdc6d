import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '../../shared';
import { revokeInTurn, type RevokeProgress } from '../model/revoke-in-turn';
import { securityKeys } from './keys';

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
        return await revokeInTurn(sessionIds, (sessionId) => client.revokeSession({ sessionId }), setProgress);
      } finally {
        await queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
        running.current = false;
        setRunning(false);
      }
    },
    [client, queryClient],
  );

  return { progress, isRunning, start };
}
