import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthState, AuthStore } from './auth-store';

const AuthStoreContext = createContext<AuthStore | null>(null);

/** Makes the site's one auth store (from `createAuthStore`) available to `useAuth` and the auth screens. */
export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthStoreContext value={store}>{children}</AuthStoreContext>;
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

/** The current auth state (re-renders on every change): status, stored user, session-expired flag. */
export function useAuth(): UseAuthResult {
  const store = useAuthStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, isAuthenticated: state.status === 'signed-in', store };
}
