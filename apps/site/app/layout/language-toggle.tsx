import { buttonVariants, cn } from '@holostream/design-system';
import { LANGUAGE_PARAM, toSupportedLanguage, useAddress, type Language } from '@holostream/features/shared';
import { Languages } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';

/** The language the toggle switches to: the other one of the two. */
export function otherLanguage(language: string): Language {
  return toSupportedLanguage(language) === 'ja' ? 'en' : 'ja';
}

/**
 * Switches English ↔ Japanese (docs/product.md §1). It is a link to this page with `?lng=` (the detector reads it and
 * remembers the choice), so it works before the app has loaded; the app switches in place instead. It shows the
 * other language in that language ('日本語' / 'English', marked with its `lang`) and says what it does to screen
 * readers: "日本語 (switch to Japanese)".
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('site');
  const next = otherLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { pathname } = useLocation();
  const { search } = useAddress();
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_PARAM, next);
  return (
    <a
      href={`${pathname}?${query}`}
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'h-9 px-2.5 text-sm', className)}
      onClick={(event) => {
        event.preventDefault();
        void i18n.changeLanguage(next);
      }}
    >
      <Languages aria-hidden />
      {/* One inline box, so the space between the two parts is part of the name. */}
      <span>
        <span lang={next}>{t('language.toggle')}</span> <span className="sr-only">{t('language.switch')}</span>
      </span>
    </a>
  );
}

/**
 * Once the app has adopted the language a `?lng=` link asked for (it is remembered), the parameter leaves the
 * address: a later switch back must not be undone by a reload.
 */
export function useLanguageParamDropped(): void {
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  useEffect(() => {
    if (!search.has(LANGUAGE_PARAM)) return;
    const rest = new URLSearchParams(search);
    rest.delete(LANGUAGE_PARAM);
    setSearch(rest, { replace: true, state: state as unknown, preventScrollReset: true });
  }, [search, setSearch, state]);
}
