import type { i18n as I18n } from 'i18next';
import { createSiteI18n } from './create-site-i18n';

/**
 * The visitor's i18next instance: its language detected as docs/product.md §1 says (`?lng=`, then the stored
 * `i18nextLng`, then the browser) and remembered in `i18nextLng`. At build (no window) it is English.
 */
export const visitorI18n: I18n = typeof window === 'undefined' ? createSiteI18n('en') : createSiteI18n();

/**
 * The instance of the first, hydrating render: the pages were prerendered in English, and hydration must
 * reproduce them. For an English visitor it is the visitor's own; otherwise the app switches to the visitor's
 * right after hydrating, while the page is still hidden (visitor-check.js).
 */
export const prerenderI18n: I18n = visitorI18n.language === 'en' ? visitorI18n : createSiteI18n('en');

let hydrated = false;

/** Called by the root once the page has hydrated: from then on the visitor's language is the site's. */
export function markHydrated(): void {
  hydrated = true;
}

/** The instance the page renders with now (route `meta` functions read it: they have no React context). */
export function activeI18n(): I18n {
  return hydrated ? visitorI18n : prerenderI18n;
}
