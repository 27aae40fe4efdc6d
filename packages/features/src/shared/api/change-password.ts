import type { ChangePasswordRequest } from '@holostream/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

/** POST /v1/user/auth/change-password: the server signs the other sessions out, so they reload (spec §7). */
export function useChangePassword() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.changePassword,
    mutationFn: (body: ChangePasswordRequest) => client.changePassword(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
