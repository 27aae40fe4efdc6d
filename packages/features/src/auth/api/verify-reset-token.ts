import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { authKeys } from './keys';

/**
 * GET /v1/user/auth/verify-reset-token/{token}: whether the link is valid and for which e-mail.
 * Checked once: a token becomes invalid when it is used, so a refetch after the reset would mislead.
 */
export function useVerifyResetToken(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: authKeys.verifyResetToken(token),
    queryFn: ({ signal }) => client.verifyResetToken(token, { signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
