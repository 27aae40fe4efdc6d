import type { SignupRequest } from '@holostream/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { useAuthStore } from '../model/auth-context';

export interface SignupOutcome {
  /** The answer carried a token: the person is signed in now (spec §4 Signup). */
  signedIn: boolean;
}

/** POST /v1/user/create: registers; signs in at once when the answer carries a token. */
export function useSignup() {
  const client = useApiClient();
  const store = useAuthStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'signup'],
    mutationFn: async (body: SignupRequest): Promise<SignupOutcome> => {
      const answer = await client.signup(body);
      if (!('token' in answer)) return { signedIn: false };
      store.signIn(answer, body.email);
      queryClient.removeQueries();
      return { signedIn: true };
    },
  });
}
