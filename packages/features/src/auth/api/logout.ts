import { useMutation } from '@tanstack/react-query';
import { logoutRequest, mutationKeys, useApiClient } from '../../shared/api';
import { useAuthStore } from '../model/auth-context';

/** Tells the server, then clears local state whatever it said (spec §4). Never rejects. */
export function useLogout() {
  const logout = logoutRequest(useApiClient());
  const store = useAuthStore();
  return useMutation({ mutationKey: mutationKeys.logout, mutationFn: () => store.signOut(logout) });
}
