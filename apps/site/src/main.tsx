import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createAppServices } from './app/providers';
import { i18n } from './i18n/i18n';
import { loadLazyRoutes } from './router/load-lazy-routes';
import { followTypedText, PrerenderHandOver, type TypedText } from './prerender/hand-over';
import { takeOverPlans } from './prerender/take-over-plans';
import { APP_LISTENING_ATTRIBUTE, prerenderedPage } from './prerender/prerendered-page';
import { routes } from './router/routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const services = createAppServices(i18n);

/** The whole app; `withServices` another set of services, for a second, independent render. */
const app = (withServices = services, typed?: TypedText) => (
  <StrictMode>
    <PrerenderHandOver container={root} {...(typed ? { typed } : {})} />
    <App services={withServices} router={createBrowserRouter(routes)} />
  </StrictMode>
);

// The page's own chunk first, so the first render is the page itself: no spinner between the
// prerendered HTML (scripts/prerender.ts) and the app, and nothing moves when the app takes over.
void loadLazyRoutes(routes, window.location).then(() => {
  const page = prerenderedPage(document.documentElement, window.location, services);
  // Before React renders: the plans the page's own script drew are the first render's (plans-island.ts).
  takeOverPlans(services);
  if (page === 'this-visitor') {
    // The HTML is what this render produces: React adopts it (what was typed and focused stays),
    // in small slices so the phone's main thread is not blocked.
    // What was typed so far, and whatever is typed while the app hydrates, until it is handed over.
    const typed = followTypedText(root);
    document.documentElement.setAttribute(APP_LISTENING_ATTRIBUTE, '');
    startTransition(() => {
      hydrateRoot(root, app(services, typed), {
        // A page that does not match after all is rendered afresh by React: not an error for the visitor.
        onRecoverableError: (error) => console.warn('The prerendered page was rendered again:', error),
      });
    });
  } else {
    // No page, or one meant for someone else (hidden by public/prerendered-page.js): one commit replaces it.
    flushSync(() => createRoot(root).render(app()));
  }
});
