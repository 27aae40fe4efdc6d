import type { LoginRequest, SignupRequest } from '@holostream/api';
import { useMutation } from '@tanstack/react-query';
import { loginRequest, logoutRequest, mutationKeys, signupRequest, useApiClient } from '../../shared/api';
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

export interface SignupOutcome {
  /** The answer carried a token: the person is signed in now (spec §4 Signup). */
  signedIn: boolean;
}

/** Registers; signs in at once when the answer carries a token. */
export function useSignup() {
  const signup = signupRequest(useApiClient());
  const store = useAuthStore();
  return useMutation({
    mutationKey: mutationKeys.signup,
    mutationFn: async (body: SignupRequest): Promise<SignupOutcome> => {
      const answer = await signup(body);
      if (!('token' in answer)) return { signedIn: false };
      store.signIn(answer, body.email);
      return { signedIn: true };
    },
  });
}

/** Tells the server, then clears local state whatever it said (spec §4). Never rejects. */
export function useLogout() {
  const logout = logoutRequest(useApiClient());
  const store = useAuthStore();
  return useMutation({ mutationKey: mutationKeys.logout, mutationFn: () => store.signOut(logout) });
}
