import { isApiError } from '@holostream/api';

/** A request the page itself cancelled (unmount, a newer request): not worth logging. */
export function isAborted(error: unknown): boolean {
  return isApiError(error) && error.kind === 'aborted';
}

/**
 * Spec §8 Invitation code: a 404, or a message containing 404 or 'not found', means there is no
 * current code (it expired, was used or was never generated).
 */
export function isNotFound(error: unknown): boolean {
  if (isApiError(error) && error.status === 404) return true;
  return error instanceof Error && /404|not found/i.test(error.message);
}

/** The error's own message (already normalised per spec §8 by the client), or undefined when it has none. */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message.trim() !== '' ? error.message : undefined;
}

/** What an error dialog says (spec §8 Team): the error's message, else the fallback ('Failed to add member'). */
export function failureMessage(error: unknown, fallback: string): string {
  return errorMessage(error) ?? fallback;
}
