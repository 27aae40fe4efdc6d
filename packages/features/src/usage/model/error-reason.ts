import { isApiError } from '@holostream/api';

/** Why a load failed, for the error state: a translation key of our own, or the server's words. */
export type ErrorReason = { key: 'badData' | 'network' | 'timeout' } | { text: string } | null;

/**
 * The reason under 'Failed to load usage data' (spec §8): the normalised server message for an HTTP
 * failure; plain words instead of a technical text when the answer was unreadable or never came.
 */
export function errorReason(error: unknown): ErrorReason {
  if (isApiError(error)) {
    if (error.kind === 'contract') return { key: 'badData' };
    if (error.kind === 'network') return { key: 'network' };
    if (error.kind === 'timeout') return { key: 'timeout' };
  }
  if (error instanceof Error && error.message.trim() !== '') return { text: error.message };
  return null;
}
