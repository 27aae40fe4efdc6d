import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './auth-store';
import {
  addPendingLogout,
  PENDING_LOGOUT_KEY,
  pendingLogouts,
  removePendingLogout,
  sendPendingLogouts,
} from './pending-logout';

const failed = (kind: 'http' | 'network' | 'timeout', status: number) =>
  new ApiError({ kind, status, message: `${kind} ${status}`, path: '/v1/user/logout', method: 'POST' });

/** How each logout call ends: undefined is a 2xx. */
const OUTCOMES: Record<string, ApiError | undefined> = {
  ok: undefined,
  expired: failed('http', 401),
  'server error': failed('http', 500),
  'bad gateway': failed('http', 502),
  unavailable: failed('http', 503),
  // The client refuses a redirect (a token never follows one): fetch fails as it does offline.
  redirected: failed('network', 0),
  offline: failed('network', 0),
  'no answer in time': failed('timeout', 0),
};

describe('pending logouts', () => {
  it('keep only the tokens, once each, and forget one the server heard', () => {
    const storage = createMemoryStorage();
    addPendingLogout('t1', storage);
    addPendingLogout('t1', storage);
    addPendingLogout('t2', storage);
    expect(storage.dump()).toEqual({ [PENDING_LOGOUT_KEY]: '["t1","t2"]' });
    removePendingLogout('t1', storage);
    removePendingLogout('t2', storage);
    expect(storage.dump()).toEqual({});
  });

  it('read an unreadable list as none', () => {
    expect(pendingLogouts(createMemoryStorage({ [PENDING_LOGOUT_KEY]: '{' }))).toEqual([]);
    expect(pendingLogouts(createMemoryStorage({ [PENDING_LOGOUT_KEY]: '[1,"",null,"t"]' }))).toEqual(['t']);
  });

  it('go once the server heard them (a 2xx, or a 401: over already), and stay after a 5xx, a redirect or no answer', async () => {
    const storage = createMemoryStorage();
    for (const token of Object.keys(OUTCOMES)) addPendingLogout(token, storage);
    const sent: string[] = [];
    await sendPendingLogouts(async (token) => {
      sent.push(token);
      const outcome = OUTCOMES[token];
      if (outcome) throw outcome;
    }, storage);
    expect(sent.sort()).toEqual(Object.keys(OUTCOMES).sort());
    expect(pendingLogouts(storage).sort()).toEqual(
      ['server error', 'bad gateway', 'unavailable', 'redirected', 'offline', 'no answer in time'].sort(),
    );

    await sendPendingLogouts(async () => undefined, storage);
    expect(pendingLogouts(storage)).toEqual([]);
  });
});
