import { isApiError } from '@holostream/api';

/** A fresh `Idempotency-Key` for a new intent of the person. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The request may have reached the server without its answer reaching us (a timeout, a network drop, a
 * cancelled call): retrying it is the same intent, so it keeps its key. Any answer ends the intent.
 */
export function answerNeverArrived(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'aborted');
}
