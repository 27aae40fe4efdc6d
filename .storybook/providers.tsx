import { createApiClient } from '@holostream/api';
import { CardLoaderProvider } from '@holostream/features/card-loader';
import { ApiClientProvider, createI18n, toSupportedLanguage } from '@holostream/features/shared';
import { sandboxCardLoader } from '@holostream/sandbox/card-loader';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';

// One instance for every story: each namespace's words come with the component that shows them (`useTexts`).
const i18n = createI18n({ language: 'en' });

export interface RouterParameters {
  /** The URL the story starts at, e.g. `/account?tab=billing`. */
  initialEntries?: string[];
}

/** `parameters.router: false`: the story brings its own router (a route module under `createRoutesStub`). */

/** English/Japanese from the toolbar; keeps `<html lang>` in step so Japanese gets its fonts. */
export const withI18n: Decorator = (Story, context) => {
  const language = toSupportedLanguage(String(context.globals.locale ?? 'en'));
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  return (
    <I18nextProvider i18n={i18n}>
      <Story />
    </I18nextProvider>
  );
};

/** A fresh query cache and API client per story, talking to the sandbox through MSW. */
export const withData: Decorator = (Story) => {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
      }),
  );
  const [client] = useState(() =>
    createApiClient({
      baseUrl: window.location.origin,
      getToken: () => localStorage.getItem('token'),
      onSessionExpired: () => undefined,
    }),
  );
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <CardLoaderProvider loader={sandboxCardLoader}>
          <Story />
        </CardLoaderProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
};

/** A memory router so routed screens render in isolation; `parameters.router.initialEntries` sets the URL. */
export const withRouter: Decorator = (Story, context) => {
  if (context.parameters.router === false) return <Story />;
  const router = (context.parameters.router ?? {}) as RouterParameters;
  return (
    <MemoryRouter initialEntries={router.initialEntries ?? ['/']}>
      <Story />
    </MemoryRouter>
  );
};
