import { createApiClient } from '@holostream/api';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { ApiClientProvider } from '../../shared';
import { AuthProvider } from '../model/auth-context';
import { createAuthStore, createMemoryStorage, type AuthStore } from '../model/auth-store';

/** `parameters.auth` of a story using `withAuth`. */
export interface AuthStoryParameters {
  /**
   * Signed in as this account (e.g. `{ ...SANDBOX_ACCOUNTS.demo, token: SANDBOX_DEMO_TOKEN }` with
   * `sandboxHandlers({ signedInAs: 'demo' })`); signed out when absent.
   */
  user?: { username: string; email: string; token: string };
  /** Called with the story's store, to inspect or drive it from a `play` function. */
  onStore?: (store: AuthStore) => void;
}

function storyStore({ user, onStore }: AuthStoryParameters): AuthStore {
  // In memory: stories must not leak a session into each other through local storage.
  const store = createAuthStore(createMemoryStorage());
  if (user) {
    const expiresAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
    store.signIn(
      { token: user.token, type: 'bearer', username: user.username, abilities: ['*'], lastUsedAt: null, expiresAt },
      user.email,
    );
  }
  onStore?.(store);
  return store;
}

function AuthStoryProviders({ parameters, children }: { parameters: AuthStoryParameters; children: ReactNode }) {
  const [store] = useState(() => storyStore(parameters));
  // The site's wiring: the token from the store, a 401 expires the session.
  const [client] = useState(() =>
    createApiClient({
      baseUrl: window.location.origin,
      getToken: () => store.getToken(),
      onSessionExpired: () => store.expire(),
    }),
  );
  return (
    <AuthProvider store={store}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </AuthProvider>
  );
}

/**
 * Storybook decorator: a fresh auth store per story (signed in per `parameters.auth.user`) and an
 * API client wired to it as the site wires it. Put it inside the global router/data/i18n decorators.
 */
export const withAuth: Decorator = (Story, context) => (
  <AuthStoryProviders parameters={(context.parameters.auth ?? {}) as AuthStoryParameters}>
    <Story />
  </AuthStoryProviders>
);
