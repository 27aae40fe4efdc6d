import { isApiError } from '@holostream/api';
import { logoutRequest, useApiClient } from '../../shared/api';
import { announceLogout, clearDrafts } from '../../shared/forms/form-draft';
import { useAuthStore } from './auth-context';

/**
 * Logs out (docs/product.md §4): this tab's session, storage and drafts are cleared at once, whatever the network;
 * the other tabs follow through storage and forget their drafts too. The server is told in the background, and
 * what it answers is ignored.
 */
export function useLogout(): () => void {
  const logout = logoutRequest(useApiClient());
  const store = useAuthStore();
  // Offline, the server hears of it once the browser is back online.
  const tellServer = async (token: string) => {
    try {
      await logout(token);
    } catch (error) {
      if (isApiError(error) && error.kind === 'network') {
        window.addEventListener('online', () => void logout(token).catch(() => undefined), { once: true });
      }
    }
  };
  return () => {
    clearDrafts();
    announceLogout();
    void store.signOut(tellServer);
  };
}
