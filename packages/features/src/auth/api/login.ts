import type { LoginRequest } from '@holostream/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { useAuthStore } from '../model/auth-context';

/** POST /v1/user/auth: signs in and stores the token and user (with the e-mail typed). */
export function useLogin() {
  const client = useApiClient();
  const store = useAuthStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: (credentials: LoginRequest) => store.login(client, credentials),
    // Whatever was cached belonged to nobody (or someone else): fetch it again as this user.
    onSuccess: () => queryClient.removeQueries(),
  });
}
