import { withPlan, withWayBack, type Language, type SiteLinks } from '@holostream/features/shared';
import { href, useLocation } from 'react-router';
import { inLanguage, languageOfPath } from './language';

/** The site's pages, by name, in English: each checked against app/routes.ts by `href`. */
const PAGES = {
  home: href('/'),
  about: href('/about'),
  plans: href('/plans'),
  contact: href('/contact'),
  legal: href('/legal'),
  commercialDisclosure: href('/commercial-disclosure'),
  login: href('/login'),
  signup: href('/signup'),
  resetPassword: href('/reset-password'),
  account: href('/account'),
  checkout: href('/checkout'),
  feedback: href('/feedback'),
} as const;

export type PageName = keyof typeof PAGES;

const byLanguage = new Map<Language, { paths: Record<PageName, string>; links: SiteLinks }>();

function forLanguage(language: Language) {
  let entry = byLanguage.get(language);
  if (!entry) {
    const paths = Object.fromEntries(
      Object.entries(PAGES).map(([name, path]) => [name, inLanguage(path, language)]),
    ) as Record<PageName, string>;
    const links: SiteLinks = {
      ...paths,
      login: (redirectTo) => withWayBack(paths.login, redirectTo),
      signup: (redirectTo) => withWayBack(paths.signup, redirectTo),
      terms: `${paths.legal}#terms`,
      checkout: (planId) => withPlan(paths.checkout, planId),
    };
    entry = { paths, links };
    byLanguage.set(language, entry);
  }
  return entry;
}

/** The site's pages in a language: `sitePaths('ja').plans` is `/ja/plans`. */
export function sitePaths(language: Language): Record<PageName, string> {
  return forLanguage(language).paths;
}

/** The site's pages in the language of the page being shown: links inside a page keep its language. */
export function useSitePaths(): Record<PageName, string> {
  return sitePaths(languageOfPath(useLocation().pathname));
}

/** The site's links in the language of the page being shown (the site's own components; screens get them handed). */
export function useLinksHere(): SiteLinks {
  return siteLinks(languageOfPath(useLocation().pathname));
}

/** The links the screens are handed (`SiteLinksProvider`), in a language: the same object each time. */
export function siteLinks(language: Language): SiteLinks {
  return forLanguage(language).links;
}

/** The English path of each page, for what names a page without its address (error reports). */
export const PAGE_PATHS: readonly string[] = Object.values(PAGES);

/**
 * The address a loader or middleware runs for, with its fragment: a request has none, but a page opened from a link (a
 * mail's `#complete-payment`) has it in the address bar, and a redirect that drops it loses where the link pointed.
 */
export function requestAddress(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === window.location.pathname && url.search === window.location.search) {
    url.hash = window.location.hash;
  }
  return url;
}
