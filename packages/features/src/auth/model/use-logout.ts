import { useEffect } from 'react';
import { useApiClient } from '../../shared/api/api-client-context';
import { logoutRequest } from '../../shared/api/auth';
import { clearAttempts } from '../../shared/api/idempotency';
import { announceLogout, clearDrafts } from '../../shared/forms/form-draft';
import { useAuthStore } from './auth-context';
import { addPendingLogout, pendingLogouts, sendPendingLogouts } from './pending-logout';

/**
 * Logs out (docs/product.md §4): this tab's session, storage, drafts and purchase attempts are cleared at once,
 * whatever the network; the other tabs follow through storage and forget theirs too. The server is told in the
 * background; until it has heard it (a 2xx or 401), the logout stays pending (pending-logout.ts) and is sent again
 * (`useLogoutHeard`).
 */
export function useLogout(): () => void {
  const client = useApiClient();
  const store = useAuthStore();
  const tellServer = async (token: string) => {
    addPendingLogout(token);
    await sendPendingLogouts(logoutRequest(client));
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
      void sendPendingLogouts(logoutRequest(client));
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [client]);
}
