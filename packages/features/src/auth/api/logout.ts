import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { useAuthStore } from '../model/auth-context';

/** POST /v1/user/logout, then local state is cleared whatever the server said (spec §4). Never rejects. */
export function useLogout() {
  const client = useApiClient();
  const store = useAuthStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: () => store.logout(client),
    // The signed-in person's data must not outlive the session.
    onSettled: () => queryClient.removeQueries(),
  });
}
