import { useCallback, useRef } from 'react';

/**
 * The one double-submit guard: runs one action at a time and ignores a press while it runs. A button disabled by
 * its mutation's `isPending` is not enough on its own: TanStack Query tells React a task later, and the second click
 * of a double click can land first.
 */
export function useSingleFlight(): <T>(action: () => Promise<T>) => Promise<T | undefined> {
  const running = useRef(false);
  return useCallback(async (action) => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await action();
    } finally {
      running.current = false;
    }
  }, []);
}
