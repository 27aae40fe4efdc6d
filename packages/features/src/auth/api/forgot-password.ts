import type { ForgotPasswordRequest } from '@holostream/api';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../shared';

/** POST /v1/user/auth/forgot-password: asks for a reset link by e-mail. */
export function useForgotPassword() {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: (body: ForgotPasswordRequest) => client.forgotPassword(body),
  });
}
