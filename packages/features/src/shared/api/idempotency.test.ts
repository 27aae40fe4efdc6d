import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { attemptKey, clearAttempts, endsTheAttempt, settleAttempt } from './idempotency';

const http = (status: number) =>
  new ApiError({ kind: 'http', status, message: `${status}`, path: '/v1/x', method: 'POST' });
const noAnswer = (kind: 'network' | 'timeout' | 'aborted') =>
  new ApiError({ kind, status: 0, message: kind, path: '/v1/x', method: 'POST' });

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    size: () => items.size,
  };
}

describe('a purchase attempt and its Idempotency-Key', () => {
  it.each([
    ['a 2xx', null, true],
    [
      'a 2xx the contract could not read',
      new ApiError({ kind: 'contract', status: 200, message: '', path: '', method: 'POST' }),
      true,
    ],
    ['a 400', http(400), true],
    ['a 402 (the extra step)', http(402), true],
    ['a 422', http(422), true],
    ['a 408', http(408), false],
    ['a 409', http(409), false],
    ['a 425', http(425), false],
    ['a 429', http(429), false],
    ['a 500', http(500), false],
    ['a 502 from a proxy', http(502), false],
    ['a timeout', noAnswer('timeout'), false],
    ['a network error', noAnswer('network'), false],
    ['a cancelled call', noAnswer('aborted'), false],
    ['something unknown', new Error('bug'), false],
  ])('%s ends the attempt: %s', (_case, error, ends) => {
    expect(endsTheAttempt(error)).toBe(ends);
  });

  it('keeps one key through a 502 and a reload, and a fresh one once the attempt ended', () => {
    const storage = memory();
    const first = attemptKey('subscribe:alice:3', storage);
    settleAttempt('subscribe:alice:3', http(502), storage);
    // A reload: the same tab's storage, a new page.
    expect(attemptKey('subscribe:alice:3', storage)).toBe(first);
    settleAttempt('subscribe:alice:3', null, storage);
    expect(storage.size()).toBe(0);
    expect(attemptKey('subscribe:alice:3', storage)).not.toBe(first);
  });

  it('gives each person and each plan an attempt of its own', () => {
    const storage = memory();
    const alice = attemptKey('subscribe:alice:3', storage);
    expect(attemptKey('subscribe:bob:3', storage)).not.toBe(alice);
    expect(attemptKey('subscribe:alice:2', storage)).not.toBe(alice);
  });
});

describe('a logout', () => {
  it('forgets every attempt of the tab (a key names the person and the plan), and nothing else', () => {
    const items = new Map([
      ['holostream:attempt:subscribe:alice:3', 'k1'],
      ['holostream:attempt:save-card:alice', 'k2'],
      ['holostream:draft:feedback:alice', '{}'],
    ]);
    const storage = {
      get length() {
        return items.size;
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      removeItem: (key: string) => void items.delete(key),
    };
    clearAttempts(storage);
    expect([...items.keys()]).toEqual(['holostream:draft:feedback:alice']);
  });
});
