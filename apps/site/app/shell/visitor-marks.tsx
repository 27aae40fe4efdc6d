import { useAuthStore } from '@holostream/features/auth';
import { useLayoutEffect } from 'react';

/**
 * `<html data-signed-in>` follows the session (the header shows Account and Log out by it, as visitor-check.js set it
 * before the first paint), and `data-hydrated` says the app has taken the page over (the journeys wait for it).
 */
export function VisitorMarks() {
  const store = useAuthStore();
  useLayoutEffect(() => {
    const html = document.documentElement;
    const mark = () => html.toggleAttribute('data-signed-in', store.getState().status === 'signed-in');
    mark();
    html.setAttribute('data-hydrated', '');
    const unsubscribe = store.subscribe(mark);
    return () => {
      unsubscribe();
      html.removeAttribute('data-signed-in');
    };
  }, [store]);
  return null;
}
