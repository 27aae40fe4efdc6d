import { isApiError } from '@holostream/api';
import { useApiClient } from '../../shared/api/api-client-context';
import { announceLogout, clearDrafts } from '../../shared/forms/form-draft';
import { useEffect } from 'react';
import { useAuth, useAuthStore } from './auth-context';

const loadAuthCalls = () => import('../../shared/api/auth');

/**
 * Logs out (docs/product.md §4): this tab's session, storage and drafts are cleared at once, whatever the network;
 * the other tabs follow through storage and forget their drafts too. The server is told in the background, and
 * what it answers is ignored.
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
  const logout = async (token: string) => (await loadAuthCalls()).logoutRequest(client)(token);
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
