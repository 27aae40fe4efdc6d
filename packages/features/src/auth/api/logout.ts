import { logoutRequest, useApiClient } from '../../shared/api';
import { clearDrafts } from '../../shared/forms/form-draft';
import { useAuthStore } from '../model/auth-context';

/**
 * Logs out (docs/product.md §4): this tab's session, storage and drafts are cleared at once, whatever the network
 * (the other tabs follow through storage); the server is told in the background, and what it answers is ignored.
 */
export function useLogout(): () => void {
  const logout = logoutRequest(useApiClient());
  const store = useAuthStore();
  return () => {
    clearDrafts();
    void store.signOut(logout);
  };
}
