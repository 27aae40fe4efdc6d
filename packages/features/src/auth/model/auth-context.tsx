import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { clearAttempts } from '../../shared/api/idempotency';
import { forgetDraftsOnLogoutElsewhere } from '../../shared/forms/form-draft';
import type { AuthState, AuthStore } from './auth-store';
import { SignedInEmail, SignedInPerson } from '../../shared/person';

const AuthStoreContext = createContext<AuthStore | null>(null);

/**
 * Makes the site's one auth store (from `createAuthStore`) available to `useAuth` and the auth screens, and tells
 * the forms whose drafts they keep (`SignedInPerson`).
 */
export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  // A logout in another tab ends this tab's drafts and purchase attempts too: nothing of the account stays behind.
  useEffect(() => forgetDraftsOnLogoutElsewhere(window, clearAttempts), []);
  // The forms keep drafts per person: the signed-in username (null signed out, or once a session expired).
  const owner = useSyncExternalStore(
    store.subscribe,
    () => store.getState().user?.username ?? null,
    () => null,
  );
  const email = useSyncExternalStore(
    store.subscribe,
    () => store.getState().user?.email ?? null,
    () => null,
  );
  return (
    <AuthStoreContext value={store}>
      <SignedInPerson value={owner}>
        <SignedInEmail value={email}>{children}</SignedInEmail>
      </SignedInPerson>
    </AuthStoreContext>
  );
}

/** The store of the nearest `AuthProvider`. */
export function useAuthStore(): AuthStore {
  const store = use(AuthStoreContext);
  if (!store) throw new Error('useAuthStore must be used inside <AuthProvider>.');
  return store;
}

export interface UseAuthResult extends AuthState {
  /** `status === 'signed-in'`. */
  isAuthenticated: boolean;
  /** The store itself, for `signIn`, `expire`, `acknowledgeExpired` (logout: `useLogout`). */
  store: AuthStore;
}

/**
 * What a page rendered at build shows, and so what the render adopting it must show: nobody signed in. The stored
 * session takes over right after (a signed-in visitor's page keeps the signed-out parts hidden until then).
 */
const PRERENDERED_STATE: AuthState = { status: 'signed-out', user: null, sessionExpired: false };
const prerenderedState = () => PRERENDERED_STATE;

/** The current auth state (re-renders on every change): status, stored user, session-expired flag. */
export function useAuth(): UseAuthResult {
  const store = useAuthStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, prerenderedState);
  return { ...state, isAuthenticated: state.status === 'signed-in', store };
}
