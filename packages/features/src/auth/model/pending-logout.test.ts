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

const offline = new ApiError({
  kind: 'network',
  status: 0,
  message: 'offline',
  path: '/v1/user/logout',
  method: 'POST',
});
const refused = new ApiError({
  kind: 'http',
  status: 401,
  message: 'Session expired',
  path: '/v1/user/logout',
  method: 'POST',
});
const answered = (error: unknown) => !(error instanceof ApiError) || error.kind !== 'network';

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

  it('stay while the server cannot be reached, and go once it answered, whatever it said', async () => {
    const storage = createMemoryStorage();
    addPendingLogout('heard', storage);
    addPendingLogout('refused', storage);
    addPendingLogout('offline', storage);
    const sent: string[] = [];
    await sendPendingLogouts(
      async (token) => {
        sent.push(token);
        if (token === 'refused') throw refused;
        if (token === 'offline') throw offline;
      },
      answered,
      storage,
    );
    expect(sent.sort()).toEqual(['heard', 'offline', 'refused']);
    expect(pendingLogouts(storage)).toEqual(['offline']);

    await sendPendingLogouts(async () => undefined, answered, storage);
    expect(pendingLogouts(storage)).toEqual([]);
  });
});
