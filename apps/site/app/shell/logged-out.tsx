import { Button } from '@holostream/design-system';
import { useTexts, wayBack } from '@holostream/features/shared';
import { Home, LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { siteTexts } from '../locales/texts';
import { useLinksHere } from '../paths';

/**
 * Where a signed-in page was when the person logged out here (STATES.md logout.offline.at-once): the page says so in
 * place, with the way home and back in. Nothing is fetched to show it, so a logout made offline, even right after the
 * page loaded, never ends on the browser's error page.
 */
export function LoggedOut() {
  const { t } = useTexts(siteTexts);
  const links = useLinksHere();
  const location = useLocation();
  const title = useRef<HTMLHeadingElement>(null);
  // The button that was pressed is gone: focus goes to what replaced the page.
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center sm:py-24">
      <h1
        ref={title}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight text-balance focus-visible:outline-none sm:text-4xl"
      >
        {t('loggedOut.title')}
      </h1>
      <p className="text-base text-muted-foreground">{t('loggedOut.description')}</p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to={links.login(wayBack(location))}>
            <LogIn aria-hidden />
            {t('loggedOut.login')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={links.home}>
            <Home aria-hidden />
            {t('loggedOut.home')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
