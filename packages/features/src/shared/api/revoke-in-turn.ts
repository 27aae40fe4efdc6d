/**
 * 'Sign out all other sessions' (beyond docs/product.md, which revokes one at a time): the other sessions are
 * revoked one by one with the one call the API has, reporting progress, and a failure does not stop the
 * rest.
 */

export interface RevokeFailure {
  sessionId: number;
  /** What went wrong (worded for people by `failureDetail`). */
  error: unknown;
}

export interface RevokeProgress {
  total: number;
  /** How many calls have finished, either way. */
  settled: number;
  /** The session being revoked now; null before the start and after the end. */
  current: number | null;
  /** The sessions that are gone. */
  revoked: number[];
  failures: RevokeFailure[];
}

export const idleProgress = (total: number): RevokeProgress => ({
  total,
  settled: 0,
  current: null,
  revoked: [],
  failures: [],
});

/** Revokes `sessionIds` in turn with `revoke`, calling `onProgress` before and after each; resolves with the end. */
export async function revokeInTurn(
  sessionIds: readonly number[],
  revoke: (sessionId: number) => Promise<unknown>,
  onProgress: (progress: RevokeProgress) => void,
): Promise<RevokeProgress> {
  let progress = idleProgress(sessionIds.length);
  for (const sessionId of sessionIds) {
    progress = { ...progress, current: sessionId };
    onProgress(progress);
    try {
      await revoke(sessionId);
      progress = { ...progress, settled: progress.settled + 1, revoked: [...progress.revoked, sessionId] };
    } catch (error) {
      progress = {
        ...progress,
        settled: progress.settled + 1,
        failures: [...progress.failures, { sessionId, error }],
      };
    }
  }
  progress = { ...progress, current: null };
  onProgress(progress);
  return progress;
}
