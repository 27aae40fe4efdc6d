import { forgetKeysStartingWith, sessionStore } from '../session-storage';
import { isApiError } from '@holostream/api';

/** A fresh `Idempotency-Key`. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 4xx answers that a retry may change (timeout, conflict, too early, too many): the attempt goes on. */
const RETRYABLE_4XX = [408, 409, 425, 429];

/**
 * Whether the outcome of a call ends the attempt: a 2xx (null), or a 4xx the server would give again. A 5xx, a
 * timeout, a network error, the retryable 4xx, anything unknown: the request may have reached the server and
 * done its work, so a retry is the same attempt and must carry the same key.
 */
export function endsTheAttempt(error: unknown): boolean {
  if (error === null || error === undefined) return true;
  if (!isApiError(error)) return false;
  // A 2xx whose body broke the contract: the server did the work.
  if (error.kind === 'contract') return true;
  if (error.kind !== 'http') return false;
  return error.status >= 400 && error.status < 500 && !RETRYABLE_4XX.includes(error.status);
}

const PREFIX = 'holostream:attempt:';

type AttemptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * One `Idempotency-Key` per attempt (`subscribe:alice:3`: this person buying this plan), kept in this tab's
 * sessionStorage until the attempt ends, so a retry after a 502, a timeout or a reload sends the same key and the
 * server charges once. Only the key is kept: nothing of the card or the person.
 */
export function attemptKey(attempt: string, storage: AttemptStorage | undefined = sessionStore()): string {
  try {
    const kept = storage?.getItem(PREFIX + attempt);
    if (kept) return kept;
  } catch {
    // Blocked storage: the key lives as long as this call.
  }
  const key = newIdempotencyKey();
  try {
    storage?.setItem(PREFIX + attempt, key);
  } catch {
    // As above.
  }
  return key;
}

/** The call settled: the attempt ends, and its key with it, when the outcome is definitive (`endsTheAttempt`). */
export function settleAttempt(
  attempt: string,
  error: unknown,
  storage: AttemptStorage | undefined = sessionStore(),
): void {
  if (!endsTheAttempt(error)) return;
  try {
    storage?.removeItem(PREFIX + attempt);
  } catch {
    // Nothing kept.
  }
}

/**
 * Forgets every attempt of this tab (a logout: a key names the person and what they were buying). Nothing is kept
 * after a logout.
 */
export function clearAttempts(
  storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined = sessionStore(),
): void {
  forgetKeysStartingWith(PREFIX, storage);
}
