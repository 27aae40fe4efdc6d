import { isApiError } from '@holostream/api';

/** A request the page itself cancelled (unmount, refetch): not a failure. */
export function isAborted(error: unknown): boolean {
  return isApiError(error) && error.kind === 'aborted';
}

/** The server said the thing does not exist (404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}

/** Logs a failed load for developers (spec §8: failures are logged), never a cancelled one; rethrows it. */
export async function logFailure<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isAborted(error)) console.warn(`Failed to ${what}`, error);
    throw error;
  }
}
