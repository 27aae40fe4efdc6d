import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * The visitor's current year, once the page runs in their browser; undefined in the prerendered HTML and in the
 * render that adopts it, so the HTML never depends on the day it was built. (A page without the app gets its year
 * from visitor-check.js.)
 */
export function useCurrentYear(): number | undefined {
  return useSyncExternalStore(
    noChanges,
    () => new Date().getFullYear(),
    () => undefined,
  );
}
