import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders a page's prerendered HTML again to adopt it (and at build), true ever after. What only
 * the browser knows (the query of the address, a stored session) may show once it is true, so the first render
 * matches the HTML and the page then turns true for the visitor within the same task.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
