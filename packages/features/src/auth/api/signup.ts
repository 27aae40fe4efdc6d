import type { SignupRequest } from '@holostream/api';
import { useMutation } from '@tanstack/react-query';
import { mutationKeys, signupRequest, useApiClient } from '../../shared/api';
import { useAuthStore } from '../model/auth-context';

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
