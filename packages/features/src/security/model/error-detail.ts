import { isApiError } from '@holostream/api';

/**
 * What a failed call says (spec §8 Change password, and the same for a revoke): the first message of
 * the answer's errors list, else the exception's message; null when there is neither, so the screen
 * shows its own title alone ('Failed to change password').
 */
export function errorDetail(error: unknown): string | null {
  if (isApiError(error)) {
    const first = error.errors.find((message) => message.trim() !== '');
    if (first !== undefined) return first;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return null;
}
