import type { ApiClient } from '@holostream/api';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';

/**
 * GET /v1/user/auth/verify-reset-token/{token}: whether the link is valid and for which e-mail.
 * Checked once: a token becomes invalid when it is used, so a refetch after the reset would mislead.
 */
export const verifyResetTokenQueryOptions = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: queryKeys.resetToken(token),
    queryFn: token === '' ? skipToken : ({ signal }) => client.verifyResetToken(token, { signal }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useVerifyResetToken(token: string) {
  return useQuery(verifyResetTokenQueryOptions(useApiClient(), token));
}
