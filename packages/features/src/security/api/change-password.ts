import type { ChangePasswordRequest } from '@holostream/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { securityKeys } from './keys';

/** POST /v1/user/auth/change-password: the server signs the other sessions out, so the list reloads (spec §7). */
export function useChangePassword() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['security', 'change-password'],
    mutationFn: (body: ChangePasswordRequest) => client.changePassword(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
