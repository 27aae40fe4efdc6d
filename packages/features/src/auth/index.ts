/**
 * @holostream/features/auth: sign-in state, the session-expired modal and
 * the login, signup and password-reset screens (docs/product.md §2, §4, §5).
 *
 *   const store = createAuthStore();
 *   const api = createApiClient({
 *     baseUrl,
 *     getToken: () => store.getToken(),
 *     onSessionExpired: (_error, token) => store.expire(token),
 *   });
 *   <AuthProvider store={store}> … <LoginScreen /> … <SessionExpiredDialog /> …
 */
export {
  createAuthStore,
  createMemoryStorage,
  isExpired,
  parseStoredUser,
  toStoredUser,
  TOKEN_KEY,
  USER_KEY,
  type AuthState,
  type AuthStatus,
  type AuthStorage,
  type AuthStore,
  type AuthStoreOptions,
  type StoredUser,
} from './model/auth-store';
export { AuthProvider, useAuth, useAuthStore, type UseAuthResult } from './model/auth-context';
export { useQueryCacheFollowsAuth } from './model/query-cache-follows-auth';
export { useLogout, useLogoutHeard } from './model/use-logout';
export { PENDING_LOGOUT_KEY } from './model/pending-logout';
export { SessionExpiredDialog, type SessionExpiredDialogProps } from './components/session-expired-dialog';
export { LoginScreen } from './components/login-screen';
export { SignupScreen } from './components/signup-screen';
export { ResetPasswordScreen } from './components/reset-password-screen';
