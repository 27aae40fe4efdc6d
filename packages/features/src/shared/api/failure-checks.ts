import { isApiError } from '@holostream/api';

/** A request the page itself cancelled (unmount, refetch): not a failure. */
export function isAborted(error: unknown): boolean {
  return isApiError(error) && error.kind === 'aborted';
}

/** The server said the thing does not exist (404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}
