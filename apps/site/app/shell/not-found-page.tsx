import { Button } from '@holostream/design-system';
import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { useSitePaths } from '../paths';
import { siteTexts } from '../locales/texts';
import { useTexts } from '@holostream/features/shared';

/** Any unknown address (STATES.md shell.not-found): a 404 page with a link home, in the address's language. */
export function NotFoundPage() {
  const { t } = useTexts(siteTexts);
  const paths = useSitePaths();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-primary">{t('notFound.code')}</p>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('notFound.title')}</h1>
      <p className="text-base text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild size="lg" className="mt-2">
        <Link to={paths.home}>
          <Home aria-hidden />
          {t('notFound.home')}
        </Link>
      </Button>
    </section>
  );
}
