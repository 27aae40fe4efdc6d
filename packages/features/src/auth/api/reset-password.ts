import type { ResetPasswordRequest } from '@holostream/api';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../shared';

/** POST /v1/user/auth/reset-password: sets the new password with the token of the link. */
export function useResetPassword() {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (body: ResetPasswordRequest) => client.resetPassword(body),
  });
}
