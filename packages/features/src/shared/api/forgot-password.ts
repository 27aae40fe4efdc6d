import type { ApiClient, ForgotPasswordRequest } from '@holostream/api';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';

/** POST /v1/user/auth/forgot-password: asks for a reset link by e-mail. */
export const forgotPasswordMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: mutationKeys.forgotPassword,
    mutationFn: (body: ForgotPasswordRequest) => client.forgotPassword(body),
  });

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions(useApiClient()));
}
