/**
 * TanStack Query's `retry` for reads: once, and only when trying again may help at once (the network dropped, a
 * 5xx). A timeout already waited 20 s, a refused request or an unreadable answer will not change: the screen
 * shows its error state with a retry at once, so no spinner runs twice as long.
 * It reads the `ApiError`'s kind and status by shape.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || typeof error !== 'object' || error === null) return false;
  const { kind, status } = error as { kind?: unknown; status?: unknown };
  return kind === 'network' || (kind === 'http' && typeof status === 'number' && status >= 500);
}
