import type { AppServices } from '../app/providers';

/** The attribute scripts/prerender.ts puts on <html>: the page's path, or 'stale' (public/prerendered-page.js). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set on <html> as the app starts hydrating: React hears presses from then on (and replays the ones made while
 * it hydrates), so public/prerendered-page.js stops marking them for the hand-over.
 */
export const APP_LISTENING_ATTRIBUTE = 'data-app-listening';

/**
 * What the HTML in #root is for this visitor: nothing ('none', the plain shell), the very page the app is
 * about to render ('this-visitor': English, signed out, this path), or a page made for someone else.
 */
export function prerenderedPage(
  html: Element,
  location: { pathname: string },
  { i18n, authStore }: Pick<AppServices, 'i18n' | 'authStore'>,
): 'none' | 'this-visitor' | 'someone-else' {
  const page = html.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!page) return 'none';
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const sameRender = i18n.resolvedLanguage === 'en' && authStore.getState().status === 'signed-out';
  return page === path && sameRender ? 'this-visitor' : 'someone-else';
}
