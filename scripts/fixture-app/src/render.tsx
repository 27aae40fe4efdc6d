/**
 * A stranger's use of the three packages, rendered on the server: a design-system button, the login screen in English
 * and Japanese, the plans page loading. Exits non-zero, naming what is missing, when a screen does not render.
 */
import { ApiError, createApiClient, isApiError, type ApiClient } from '@holostream/api';
import { Button } from '@holostream/design-system';
import { AuthProvider, createAuthStore, createMemoryStorage, LoginScreen } from '@holostream/features/auth';
import { PricingPage } from '@holostream/features/pricing';
import { ApiClientProvider, createI18n, type Language } from '@holostream/features/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';

const store = createAuthStore(createMemoryStorage());

// Never called: rendering on the server sends no request.
const client: ApiClient = createApiClient({
  baseUrl: 'https://api.example.test',
  getToken: () => store.getToken(),
  onSessionExpired: () => store.expire(),
});

const error: unknown = new ApiError({
  kind: 'http',
  status: 404,
  message: 'Not found',
  path: '/v1/plan',
  method: 'GET',
});
const apiError = isApiError(error) ? { kind: error.kind, status: error.status, message: error.message } : null;

/** The providers a feature screen expects from its app. */
function Providers({ language, children }: { language: Language; children: ReactNode }) {
  const i18n = createI18n({ language });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <AuthProvider store={store}>
            <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>
          </AuthProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

const rendered = {
  apiError,
  button: renderToString(<Button variant="secondary">Pack test button</Button>),
  loginEn: renderToString(
    <Providers language="en">
      <LoginScreen />
    </Providers>,
  ),
  loginJa: renderToString(
    <Providers language="ja">
      <LoginScreen />
    </Providers>,
  ),
  pricing: renderToString(
    <Providers language="en">
      <PricingPage signedIn={false} />
    </Providers>,
  ),
};

/** What each rendering must hold: the packages' own words, from their locale files. */
const expected: [keyof typeof rendered, string][] = [
  ['button', 'Pack test button'],
  ['button', 'data-variant="secondary"'],
  ['loginEn', 'Log in'],
  ['loginJa', 'ログイン'],
  ['pricing', 'Loading'],
];
const problems = expected
  .filter(([part, text]) => !String(rendered[part]).includes(text))
  .map(([part, text]) => `${part}: no "${text}" in ${String(rendered[part]).slice(0, 300)}`);
if (apiError?.status !== 404 || apiError.kind !== 'http') problems.push(`ApiError: ${JSON.stringify(apiError)}`);
if (problems.length > 0) throw new Error(problems.join('\n'));
console.log('The packages render: a button, the login screen in English and Japanese, the plans page.');
