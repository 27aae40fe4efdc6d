import { useAuth } from '@holostream/features/auth';
import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import { languageOfPath } from '../language';
import { useSitePaths } from '../site-links';
import { PAGES_AHEAD_MARK } from './pages-ahead-mark';

/** How long after the page came the pages ahead wait: its own code and data first, then the rest. */
const SETTLE_MS = 2000;

/** True once the page has settled and the browser has a moment with nothing to do. */
function useIdle(): boolean {
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

/** Once `ready`, the words of the pages ahead in the page's language. */
function useWordsAhead(ready: boolean): void {
  const language = languageOfPath(useLocation().pathname);
  useEffect(() => {
    if (!ready) return;
    // Its own chunk: the list of the pages' files comes with it, once someone is signed in and the page is idle.
    void import('./words-ahead').then(({ fetchWordsAhead }) => fetchWordsAhead(language)).catch(() => undefined);
  }, [ready, language]);
}

/**
 * Once someone is signed in, the code of the pages the header and footer lead to (home, where a logout lands, among
 * them) is fetched in idle time after the page has settled, while the browser is online (React Router's
 * `PrefetchPageLinks`, which loads a page's modules to list what it needs), then their words in the page's language
 * (each language's words are fetched when shown, `defineTexts`): a logout, or one of those links pressed offline
 * afterwards, lands on a page of the site, not on the browser's error page (React Router reloads the document for a
 * page whose code it cannot load). docs/decisions/0001 has what it weighs and its limit.
 */
export function PagesAhead() {
  const { isAuthenticated } = useAuth();
  const paths = useSitePaths();
  const idle = useIdle();
  const ready = isAuthenticated && idle && navigator.onLine;
  useWordsAhead(ready);
  if (!ready) return null;
  // Before the links below are added, so that what they fetch is known to come after it.
  if (performance.getEntriesByName(PAGES_AHEAD_MARK, 'mark').length === 0) performance.mark(PAGES_AHEAD_MARK);
  const pages = [paths.home, paths.about, paths.plans, paths.contact, paths.legal, paths.commercialDisclosure];
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
