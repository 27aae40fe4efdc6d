import { buttonVariants, cn } from '@holostream/design-system';
import { handOverTypedValues, useAddress, useTexts } from '@holostream/features/shared';
import { Languages } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { languageOfPath, otherLanguage, sameAddressIn } from '../language';
import { siteTexts } from '../locales/texts';

/**
 * Switches English ↔ Japanese (docs/product.md §1): a link to this page at the other language's address, so it works
 * before the app has loaded, and the app follows it like any link, keeping what the page holds: the address's query
 * and fragment, the history entry's state (a reset token) and what was typed into its forms. Pressing it stores the
 * choice (visitor-check.js), which the addresses without a language follow from then on. It shows the other language in that language
 * ('日本語' / 'English', marked with its `lang`) and says what it does to screen readers: "日本語 (switch to Japanese)".
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTexts(siteTexts);
  const location = useLocation();
  const next = otherLanguage(languageOfPath(location.pathname));
  // The query (a way back, a plan) and fragment once the app has read the address; the prerendered link has none
  // (visitor-check.js adds them when it is pressed before the app has come).
  const { search, hash, state } = useAddress();
  const query = search.toString();
  return (
    <Link
      to={sameAddressIn({ pathname: location.pathname, search: query ? `?${query}` : '', hash }, next)}
      state={state}
      onClick={handOverTypedValues}
      hrefLang={next}
      data-language-switch=""
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'h-9 px-2.5 text-sm', className)}
    >
      <Languages aria-hidden />
      {/* One inline box, so the space between the two parts is part of the name. */}
      <span>
        <span lang={next}>{t('language.toggle')}</span> <span className="sr-only">{t('language.switch')}</span>
      </span>
    </Link>
  );
}
