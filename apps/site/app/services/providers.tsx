import { createApiClient, type ApiClient, type ApiClientOptions } from '@holostream/api';
import { AuthProvider, createAuthStore, type AuthStore } from '@holostream/features/auth';
import { CardLoaderProvider, type CardLoader } from '@holostream/features/card-loader';
import { ApiClientProvider, SiteLinksProvider, TrustedHostsProvider, type Language } from '@holostream/features/shared';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../i18n/i18n';
import { TRUSTED_LINK_HOSTS } from '../external-links';
import { siteLinks } from '../paths';
import { siteApiBaseUrl } from './api-base-url';
import { siteCardLoader } from './demo';

/** What the providers hand down: one of each per page load. */
export interface AppServices {
  authStore: AuthStore;
  apiClient: ApiClient;
  /** The card provider's loader; undefined: real Stripe.js. */
  cardLoader: CardLoader | undefined;
}

/**
 * The site's services. In the demo (`VITE_API_BASE_URL` empty) the client talks to the sandbox on the same origin.
 * A 401 on any call clears the stored session, which opens the session-expired dialog. The answers' readers (zod
 * and the response schemas) load with the first answer.
 */
export function createAppServices({
  authStore = createAuthStore(),
  baseUrl = siteApiBaseUrl(),
  fetch,
}: { authStore?: AuthStore; baseUrl?: string; fetch?: ApiClientOptions['fetch'] } = {}): AppServices {
  const apiClient = createApiClient({
    baseUrl,
    getToken: () => authStore.getToken(),
    // Only the session the failed call belonged to: a late 401 for an old token keeps a newer one.
    onSessionExpired: (_error, token) => authStore.expire(token),
    ...(fetch ? { fetch } : {}),
  });
  return { authStore, apiClient, cardLoader: siteCardLoader };
}

/**
 * The page's services, once per page load: the routes' loaders (the signed-in guard, checkout's plan check) and
 * the screens share them.
 */
export const appServices: AppServices = createAppServices();

/** Language, links, API client and auth for everything below, in the page's language. */
export function AppProviders({
  services = appServices,
  language,
  children,
}: {
  services?: AppServices;
  language: Language;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <SiteLinksProvider links={siteLinks(language)}>
        <TrustedHostsProvider hosts={TRUSTED_LINK_HOSTS}>
          <ApiClientProvider client={services.apiClient}>
            <AuthProvider store={services.authStore}>
              {services.cardLoader ? (
                <CardLoaderProvider loader={services.cardLoader}>{children}</CardLoaderProvider>
              ) : (
                children
              )}
            </AuthProvider>
          </ApiClientProvider>
        </TrustedHostsProvider>
      </SiteLinksProvider>
    </I18nextProvider>
  );
}
