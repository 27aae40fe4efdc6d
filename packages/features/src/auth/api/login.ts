import type { LoginRequest } from '@holostream/api';
import { useMutation } from '@tanstack/react-query';
import { loginRequest, mutationKeys, useApiClient } from '../../shared/api';
import { useAuthStore } from '../model/auth-context';

/** Signs in and stores the token and user (with the e-mail typed). */
export function useLogin() {
  const login = loginRequest(useApiClient());
  const store = useAuthStore();
  return useMutation({
    mutationKey: mutationKeys.login,
    mutationFn: async (credentials: LoginRequest) => store.signIn(await login(credentials), credentials.email),
  });
}
