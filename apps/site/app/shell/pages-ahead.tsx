import { useAuth } from '@holostream/features/auth';
import { useEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { useSitePaths } from '../paths';

/** How long after the page came the pages ahead wait: its own code and data first, then the rest. */
const SETTLE_MS = 2000;

/** True once the page has settled and the browser has a moment with nothing to do. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let id: number | undefined;
    const timer = setTimeout(() => (id = requestIdleCallback(() => setIdle(true))), SETTLE_MS);
    return () => {
      clearTimeout(timer);
      if (id !== undefined) cancelIdleCallback(id);
    };
  }, []);
  return idle;
}

/**
 * Once someone is signed in, the code of the pages the header and footer lead to is fetched in idle time after the page has settled, while the browser is online (React Router's
 * `PrefetchPageLinks`; their words come with their code): one of those links pressed offline afterwards lands on a
 * page of the site, not on the browser's error page (React Router reloads the document for a page whose code it
 * cannot load).
 */
export function PagesAhead() {
  const { isAuthenticated } = useAuth();
  const paths = useSitePaths();
  const idle = useIdle();
  if (!isAuthenticated || !idle || !navigator.onLine) return null;
  const pages = [paths.home, paths.about, paths.plans, paths.contact, paths.legal, paths.commercialDisclosure];
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
