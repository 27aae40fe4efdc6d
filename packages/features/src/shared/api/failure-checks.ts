import { isApiError } from '@holostream/api';

/** The server said the thing does not exist (404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}
