import type { ApiClient, ResetPasswordRequest } from '@holostream/api';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';

/** POST /v1/user/auth/reset-password: sets the new password with the token of the link. */
export const resetPasswordMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: mutationKeys.resetPassword,
    mutationFn: (body: ResetPasswordRequest) => client.resetPassword(body),
  });

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions(useApiClient()));
}
