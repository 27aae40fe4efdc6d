import { Link } from 'react-router';
import { useCurrentYear } from './use-current-year';
import { Logo } from './logo';
import { footerNavItems } from './nav-items';
import { useSitePaths } from '../paths';
import { siteTexts } from '../locales/texts';
import { useTexts } from '@holostream/features/shared';

/** Tagline, links (legal and commercial disclosure among them), the copyright line and, in the demo, a note. */
export function SiteFooter() {
  const { t } = useTexts(siteTexts);
  const currentYear = useCurrentYear();
  const paths = useSitePaths();
  return (
    <footer className="border-t bg-muted/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-3">
          <Logo className="self-start" />
          <p className="max-w-sm text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
            {footerNavItems.map((item) => (
              <li key={item.page}>
                <Link
                  to={paths[item.page]}
                  className="inline-block rounded-sm py-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
          <p>
            ©{' '}
            <span data-current-year="" suppressHydrationWarning>
              {currentYear}
            </span>{' '}
            {t('footer.copyright')}
          </p>
          {import.meta.env.VITE_DEMO ? (
            <p data-slot="demo-notice" className="font-medium text-status-amber">
              {t('footer.demo')}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
