/**
 * Unit-test helpers every feature shares: the site's providers around a screen, and a sandbox world
 * answering through MSW in Node. Test-only: never export this from `shared/index.ts`.
 */
import { createApiClient, type ApiClient } from '@holostream/api';
import { SANDBOX_TOKENS, type SandboxUsername } from '@holostream/sandbox';
import { sandboxCardLoader } from '@holostream/sandbox/card-loader';
import { sandboxMsw, type SandboxHandlersOptions } from '@holostream/sandbox/msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry } from 'react-router';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { ApiClientProvider } from '../api/api-client-context';
import { CardLoaderProvider } from '../../card/card-loader';
import { createI18n, type Language } from '../i18n/create-i18n';
import { STRIPE_LINK_HOSTS, TrustedHostsProvider } from '../links/trusted-url';

export const TEST_BASE_URL = 'http://sandbox.test';

export interface RenderFeatureOptions {
  /** Signed in as this sandbox account (its token is sent); signed out when absent. */
  user?: SandboxUsername;
  /** Where the router starts; the screen is rendered at the first entry's path. */
  initialEntries?: InitialEntry[];
  /** The route pattern the screen is mounted at (default: the first entry's path). */
  path?: string;
  language?: Language;
}

export interface RenderFeatureResult extends RenderResult {
  client: ApiClient;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
  /** Called when an answer was 401. */
  onSessionExpired: ReturnType<typeof vi.fn>;
}

/**
 * Renders `ui` with the providers of the site: i18n (each namespace's words come with its components), a query cache
 * without retries, an API client on the test sandbox, and a memory router. Any other path renders
 * a heading with that path, so a test can see where the screen navigated.
 */
export function renderFeature(
  ui: ReactNode,
  { user, initialEntries = ['/'], path, language = 'en' }: RenderFeatureOptions = {},
): RenderFeatureResult {
  const i18n = createI18n({ language });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    getToken: () => (user ? SANDBOX_TOKENS[user] : null),
    onSessionExpired,
  });
  const first = initialEntries[0] ?? '/';
  const mountPath = path ?? (typeof first === 'string' ? first.split(/[?#]/)[0] : (first.pathname ?? '/'));
  const router = createMemoryRouter(
    [
      { path: mountPath, element: ui },
      { path: '*', element: <OtherRoute /> },
    ],
    { initialEntries },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <CardLoaderProvider loader={sandboxCardLoader}>
            {/* The test sandbox's own links (its invoices, its downloads) are on its host. */}
            <TrustedHostsProvider hosts={[...STRIPE_LINK_HOSTS, new URL(TEST_BASE_URL).host]}>
              <RouterProvider router={router} />
            </TrustedHostsProvider>
          </CardLoaderProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, client, queryClient, router, onSessionExpired };
}

/** Any route the screen leaves to: a heading with its path (`getByRole('heading', { name: '/plans' })`). */
function OtherRoute() {
  const location = useLocation();
  return <h1>{location.pathname}</h1>;
}

/**
 * One MSW server per test file; each test picks its sandbox world with `sandbox.use(options)` (a
 * fresh world at the test base URL, cheap password hashing, a quiet log) and gets the sandbox back
 * to inspect or drive.
 */
export function setupSandboxServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    server,
    use(options: SandboxHandlersOptions = {}) {
      const { handlers, sandbox } = sandboxMsw({
        baseUrl: TEST_BASE_URL,
        passwordIterations: 1000,
        log: () => undefined,
        ...options,
      });
      server.resetHandlers(...handlers);
      return sandbox;
    },
  };
}
