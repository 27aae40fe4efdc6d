import { sameSitePath, toSupportedLanguage, type Language } from '@holostream/features/shared';

/**
 * Each language at its own address (docs/architecture.md, "Each language its own address"): English at the root
 * (`/plans`), Japanese under `/ja` (`/ja/plans`, and `/ja` for the home page). An address without the prefix is
 * English; `visitor-check.js` sends a visitor whose language is Japanese from it to the Japanese one before the
 * first paint.
 */
export const JAPANESE_PREFIX = '/ja';

/** The language an address is in. */
export function languageOfPath(pathname: string): Language {
  return pathname === JAPANESE_PREFIX || pathname.startsWith(`${JAPANESE_PREFIX}/`) ? 'ja' : 'en';
}

/**
 * The English path of an address in either language: `/ja/plans` → `/plans`, `/ja` → `/`. A trailing slash goes
 * (a prerendered page is its folder's `index.html`, and may be reached as `/plans/`).
 */
export function withoutLanguage(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (languageOfPath(path) === 'en') return path;
  return path.slice(JAPANESE_PREFIX.length) || '/';
}

/** An English path in `language`: `/plans` → `/ja/plans`, `/` → `/ja`; a query or fragment is kept. */
export function inLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' || /^\/[?#]/.test(path) ? `${JAPANESE_PREFIX}${path.slice(1)}` : `${JAPANESE_PREFIX}${path}`;
}

/** The other one of the two languages. */
export function otherLanguage(language: Language): Language {
  return language === 'ja' ? 'en' : 'ja';
}

/**
 * The address of the same page in `language`, its query and fragment kept; that language's home page when the
 * address is none of this site's (`/ja//x` would become `//x`, another host).
 */
export function sameAddressIn(
  location: { pathname: string; search?: string; hash?: string },
  language: Language,
): string {
  const address = `${inLanguage(withoutLanguage(location.pathname), language)}${location.search ?? ''}${location.hash ?? ''}`;
  return sameSitePath(address) ?? inLanguage('/', language);
}

/** The stored choice (`i18nextLng`, written when a language link is pressed), if storage can be read. */
function storedLanguage(): string | null {
  try {
    return localStorage.getItem('i18nextLng');
  } catch {
    return null;
  }
}

/**
 * The language of a visitor at an address that does not say its language (docs/product.md §1): the stored choice,
 * else the browser's; any code starting with `ja` is Japanese. visitor-check.js applies the same rule before the
 * first paint (its test holds the two together); the app applies it to the addresses it navigates to.
 */
export function visitorLanguage(
  stored: string | null = storedLanguage(),
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  return toSupportedLanguage(stored || browser[0]);
}
