import { createApiClient } from '@holostream/api';
import { AuthProvider, createAuthStore } from '@holostream/features/auth';
import { CardLoaderProvider } from '@holostream/features/card-loader';
import { ApiClientProvider, SiteLinksProvider, TrustedHostsProvider, type Language } from '@holostream/features/shared';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../i18n/i18n';
import { TRUSTED_LINK_HOSTS } from '../external-links';
import { siteLinks } from '../paths';
import { siteApiBaseUrl } from './api-base-url';
import { siteCardLoader } from './demo';

const authStore = createAuthStore();

/**
 * The page's services, once per page load: the routes' loaders (the signed-in guard, checkout's plan check) and
 * the screens share them. In the demo (`VITE_API_BASE_URL` empty) the client talks to the sandbox on the same
 * origin. A 401 on any call clears the stored session, which opens the session-expired dialog.
 */
export const appServices = {
  authStore,
  apiClient: createApiClient({
    baseUrl: siteApiBaseUrl(),
    getToken: () => authStore.getToken(),
    // Only the session the failed call belonged to: a late 401 for an old token keeps a newer one.
    onSessionExpired: (_error, token) => authStore.expire(token),
  }),
};

/** Language, links, API client and auth for everything below, in the page's language. */
export function AppProviders({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <SiteLinksProvider links={siteLinks(language)}>
        <TrustedHostsProvider hosts={TRUSTED_LINK_HOSTS}>
          <ApiClientProvider client={appServices.apiClient}>
            <AuthProvider store={authStore}>
              {siteCardLoader ? <CardLoaderProvider loader={siteCardLoader}>{children}</CardLoaderProvider> : children}
            </AuthProvider>
          </ApiClientProvider>
        </TrustedHostsProvider>
      </SiteLinksProvider>
    </I18nextProvider>
  );
}
