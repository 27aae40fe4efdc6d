/** The error's own message (already normalised per spec §8 by the client), or undefined when it has none. */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message.trim() !== '' ? error.message : undefined;
}

/** What an error dialog says (spec §8 Team): the error's message, else the fallback ('Failed to add member'). */
export function failureMessage(error: unknown, fallback: string): string {
  return errorMessage(error) ?? fallback;
}
