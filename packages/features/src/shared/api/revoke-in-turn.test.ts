import { describe, expect, it, vi } from 'vitest';
import { revokeInTurn, type RevokeProgress } from './revoke-in-turn';

describe('revokeInTurn', () => {
  it('revokes one session at a time, reporting which one and how many are done', async () => {
    const log: string[] = [];
    let inFlight = 0;
    const revoke = vi.fn(async (id: number) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      log.push(`revoke ${id}`);
      await Promise.resolve();
      inFlight -= 1;
    });
    const seen: RevokeProgress[] = [];
    const end = await revokeInTurn([4, 7, 9], revoke, (progress) => seen.push(progress));

    expect(log).toEqual(['revoke 4', 'revoke 7', 'revoke 9']);
    expect(seen.map(({ current, settled }) => [current, settled])).toEqual([
      [4, 0],
      [7, 1],
      [9, 2],
      [null, 3],
    ]);
    expect(end).toEqual({ total: 3, settled: 3, current: null, revoked: [4, 7, 9], failures: [] });
  });

  it('goes on after a failure and lists each one with its error', async () => {
    const notFound = new Error('Session not found');
    const revoke = vi.fn(async (id: number) => {
      if (id === 7) throw notFound;
      if (id === 9) throw 'no reason';
    });
    const end = await revokeInTurn([4, 7, 9], revoke, () => undefined);
    expect(revoke).toHaveBeenCalledTimes(3);
    expect(end.revoked).toEqual([4]);
    expect(end.failures).toEqual([
      { sessionId: 7, error: notFound },
      { sessionId: 9, error: 'no reason' },
    ]);
  });

  it('does nothing for an empty list but report the end', async () => {
    const onProgress = vi.fn();
    const end = await revokeInTurn([], vi.fn(), onProgress);
    expect(end).toEqual({ total: 0, settled: 0, current: null, revoked: [], failures: [] });
    expect(onProgress).toHaveBeenCalledTimes(1);
  });
});
