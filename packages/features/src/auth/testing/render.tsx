import { createApiClient, type ApiClient } from '@holostream/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { ApiClientProvider, createI18n, type Language } from '../../shared';
import { AuthProvider } from '../model/auth-context';
import { createAuthStore, createMemoryStorage, type AuthStore } from '../model/auth-store';
import formsEn from '../../shared/forms/locales/en.json';
import formsJa from '../../shared/forms/locales/ja.json';
import authEn from '../locales/en.json';
import authJa from '../locales/ja.json';

export const TEST_BASE_URL = 'http://sandbox.test';

export interface RenderAuthOptions {
  store?: AuthStore;
  initialEntries?: InitialEntry[];
  language?: Language;
}

export interface RenderAuthResult extends RenderResult {
  store: AuthStore;
  client: ApiClient;
}

/** Renders with the providers of the site: i18n, query cache, API client and auth store, router. */
export function renderWithAuth(
  ui: ReactNode,
  { store = createAuthStore(createMemoryStorage()), initialEntries = ['/'], language = 'en' }: RenderAuthOptions = {},
): RenderAuthResult {
  const i18n = createI18n({
    resources: { en: { auth: authEn, forms: formsEn }, ja: { auth: authJa, forms: formsJa } },
    language,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    getToken: () => store.getToken(),
    onSessionExpired: () => store.expire(),
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <AuthProvider store={store}>
            <MemoryRouter initialEntries={initialEntries}>{ui}</MemoryRouter>
          </AuthProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, store, client };
}
