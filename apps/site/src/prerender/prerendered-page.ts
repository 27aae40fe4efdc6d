import type { AppServices } from '../app/providers';

/** The attribute scripts/prerender.ts puts on <html>: the page's path, or 'stale' (public/prerendered-page.js). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set on <html> as the app starts hydrating: public/prerendered-page.js stops marking checkboxes (React hears them
 * from then on) and keeps a press on a button from React until the hand-over, which presses it again (React would
 * otherwise hydrate everything left at once to answer it, holding the press's paint back).
 */
export const APP_LISTENING_ATTRIBUTE = 'data-app-listening';

/** The id of the inert <template> of the app's scripts (scripts/prerender.ts); gone once they are asked for. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** The event that has public/prerendered-page.js load the app now, whatever the visitor does. */
export const LOAD_APP_EVENT = 'holostream:load-app';

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
