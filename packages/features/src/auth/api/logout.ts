import { useMutation } from '@tanstack/react-query';
import { logoutRequest, mutationKeys, useApiClient } from '../../shared/api';
import { clearDrafts } from '../../shared/forms/form-draft';
import { useAuthStore } from '../model/auth-context';

/**
 * Clears local state, then tells the server whatever it says (spec §4). Never rejects. Leaving on
 * purpose also lets go of this tab's drafts: nothing of the account stays behind.
 */
export function useLogout() {
  const logout = logoutRequest(useApiClient());
  const store = useAuthStore();
  return useMutation({
    mutationKey: mutationKeys.logout,
    mutationFn: async () => {
      clearDrafts();
      await store.signOut(logout);
    },
  });
}
