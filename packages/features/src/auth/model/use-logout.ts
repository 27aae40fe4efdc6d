import { useEffect } from 'react';
import { useApiClient } from '../../shared/api/api-client-context';
import { clearAttempts } from '../../shared/api/idempotency';
import { announceLogout, clearDrafts } from '../../shared/forms/form-draft';
import { useAuth, useAuthStore } from './auth-context';
import { addPendingLogout, pendingLogouts, sendPendingLogouts } from './pending-logout';

const loadAuthCalls = () => import('../../shared/api/auth');

/**
 * Logs out (docs/product.md §4): this tab's session, storage, drafts and purchase attempts are cleared at once,
 * whatever the network; the other tabs follow through storage and forget theirs too. The server is told in the
 * background; until it has heard it (a 2xx or 401), the logout stays pending (pending-logout.ts) and is sent again
 * (`useLogoutHeard`).
 */
export function useLogout(): () => void {
  const client = useApiClient();
  const store = useAuthStore();
  const { isAuthenticated } = useAuth();
  // The header offers logout on every page: the call's code loads once someone is signed in, not with each page, and
  // before a logout that may happen offline.
  useEffect(() => {
    // Offline now, it loads when the logout needs it.
    if (isAuthenticated) loadAuthCalls().catch(() => undefined);
  }, [isAuthenticated]);
  const tellServer = async (token: string) => {
    addPendingLogout(token);
    await sendPendingLogouts(async (pending) => (await loadAuthCalls()).logoutRequest(client)(pending));
  };
  return () => {
    clearDrafts();
    clearAttempts();
    announceLogout();
    void store.signOut(tellServer);
  };
}

/**
 * Sends the logouts the server has not heard yet, when the app starts and whenever the browser is back online (a
 * logout made offline, or on a page without the app). Mount it once, inside the `ApiClientProvider`.
 */
export function useLogoutHeard(): void {
  const client = useApiClient();
  useEffect(() => {
    const send = () => {
      if (pendingLogouts().length === 0) return;
      void sendPendingLogouts(async (token) => (await loadAuthCalls()).logoutRequest(client)(token));
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [client]);
}
