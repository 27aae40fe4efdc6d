import { createSandbox, SANDBOX_ACCOUNTS, SANDBOX_TOKENS, type Sandbox } from '@holostream/sandbox';
import { createAuthStore, createMemoryStorage } from '@holostream/features/auth';
import type { Language } from '@holostream/features/shared';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '../app';
import { createAppServices, type AppServices } from '../app/providers';
import { createSiteI18n } from '../i18n/create-site-i18n';
import { routes as siteRoutes } from '../router/routes';

export interface RenderSiteOptions {
  /** A fixed language; without it the language is detected (local storage, browser, page). */
  language?: Language;
  /** Signed in as the sandbox's demo account. */
  signedIn?: boolean;
  /** The route table (default: the site's). */
  routes?: RouteObject[];
}

export interface RenderSiteResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  services: AppServices;
  sandbox: Sandbox;
}

/** Renders the whole site at `url` as main.tsx does, in a memory router, against an in-process sandbox. */
export function renderSite(
  url: string,
  { language, signedIn = false, routes = siteRoutes }: RenderSiteOptions = {},
): RenderSiteResult {
  const authStore = createAuthStore(createMemoryStorage());
  if (signedIn) {
    const { username, email } = SANDBOX_ACCOUNTS.demo;
    authStore.signIn(
      { token: SANDBOX_TOKENS.demo, type: 'bearer', username, abilities: ['*'], lastUsedAt: null, expiresAt: null },
      email,
    );
  }
  const sandbox = createSandbox({ passwordIterations: 1, ...(signedIn ? { signedInAs: 'demo' as const } : {}) });
  const services = createAppServices(createSiteI18n(language), {
    authStore,
    baseUrl: 'http://sandbox.test',
    fetch: (request) => sandbox.fetch(request),
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(<App services={services} router={router} />);
  return { ...result, router, services, sandbox };
}
