import type { Plan } from '@holostream/api';
import { plansQueryOptions } from '@holostream/features/pricing';
import { createI18n, paths } from '@holostream/features/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { App } from '../app';
import { createAppServices } from '../app/providers';
import { allResources } from '../i18n/resources';
import { loadLazyRoutes } from '../router/load-lazy-routes';
import { routes } from '../router/routes';
import { PrerenderHandOver } from './hand-over';
import { TEMPLATE_PLANS } from './plan-cards';

export { PLANS_TEMPLATE_ID } from './plan-cards';

/** What the API's base address is while prerendering: never called (queries do not run on the server). */
const NO_API = 'https://prerender.invalid';

/** How long one page may take to render before the build fails. */
const RENDER_TIMEOUT_MS = 15_000;

/**
 * The first render of `route` as a visitor's browser would produce it (English, signed out, data still loading),
 * written by React's static renderer in Node: the tree is the one src/main.tsx hydrates (the same providers, the
 * same route table in a memory router instead of the browser's), so its text separators and `useId` values are
 * the ones `hydrateRoot` expects. Built by scripts/prerender.ts with Vite (SSR) and called once per public route.
 * Any error while rendering, even one React could recover from in the browser, rejects with the reason.
 * `plans`: the plans as if already loaded (the plans page's template of its cards: plan-cards.ts).
 */
export async function renderPage(route: string, { plans }: { plans?: Plan[] } = {}): Promise<string> {
  await loadLazyRoutes(routes, { pathname: route });
  // A page whose chunk did not load would be prerendered as the loading spinner.
  const notLoaded = (matchRoutes(routes, route) ?? []).find((match) => typeof match.route.lazy === 'function');
  if (notLoaded) {
    await (notLoaded.route.lazy as () => Promise<unknown>)();
    throw new Error(`the page's module did not load (${notLoaded.pathname})`);
  }
  const services = createAppServices(createI18n({ resources: allResources, language: 'en' }), { baseUrl: NO_API });
  if (plans) services.queryClient.setQueryData(plansQueryOptions(services.apiClient).queryKey, plans);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <PrerenderHandOver />
      <App services={services} router={router} />
    </StrictMode>,
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  router.dispose();
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}

/** The plans page drawn with the template plans: the cards plans-island.ts draws the real plans from. */
export function renderPlansTemplate(): Promise<string> {
  return renderPage(paths.plans, { plans: TEMPLATE_PLANS });
}
