import { isApiError } from '@holostream/api';

/** A request the page itself cancelled (unmount, refetch): not worth logging. */
export function isAborted(error: unknown): boolean {
  return isApiError(error) && error.kind === 'aborted';
}
