import { siteTexts } from '../locales/texts';
import { useTexts } from '@holostream/features/shared';
export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: jumps past the header to the page's content. */
export function SkipLink() {
  const { t } = useTexts(siteTexts);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus the main landmark without touching the URL (the router owns it).
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {t('skipLink')}
    </a>
  );
}
