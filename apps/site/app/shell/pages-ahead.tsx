import { useAuth } from '@holostream/features/auth';
import { useEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { useSitePaths } from '../site-links';

/** True once the browser has had a moment with nothing to do, after the page came. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const id = requestIdleCallback(() => setIdle(true));
    return () => cancelIdleCallback(id);
  }, []);
  return idle;
}

/**
 * Once someone is signed in, the code of every page of the site is fetched in idle time, while the browser is online
 * (React Router's `PrefetchPageLinks`, which loads a page's modules to list what it needs): a logout, or any link
 * pressed offline afterwards, lands on a page of the site, never on the browser's error page (React Router reloads
 * the document for a page whose code it cannot load).
 */
export function PagesAhead() {
  const { isAuthenticated } = useAuth();
  const paths = useSitePaths();
  const idle = useIdle();
  if (!isAuthenticated || !idle || !navigator.onLine) return null;
  return Object.values(paths).map((page) => <PrefetchPageLinks key={page} page={page} />);
}
