import { isApiError, read, type ApiClient, type InvitationCode } from '@holostream/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';

/** The code is asked again every 5 s while its dialog is open. */
export const INVITATION_POLL_MS = 5000;

/**
 * A 404, or a message containing 404 or 'not found', means there is no current code (it expired, was used or was
 * never generated).
 */
export function isNoInvitationCode(error: unknown): boolean {
  if (isApiError(error) && error.status === 404) return true;
  return error instanceof Error && /404|not found/i.test(error.message);
}

const invitationCodeKey = ['invitation-code'] as const;

/**
 * GET /v1/user/invitation-code, asked again every 5 s while observed: the code, or null when the server says there
 * is none. Other failures are logged; the last code stays on screen. Observe it only while the dialog is open: the
 * entry goes with the last observer (gcTime 0), so the next opening starts with a fresh first fetch.
 */
export const invitationCodeQueryOptions = (client: ApiClient, checkEveryMs = INVITATION_POLL_MS) =>
  queryOptions({
    queryKey: invitationCodeKey,
    queryFn: async ({ signal }): Promise<InvitationCode | null> => {
      try {
        return await read(client.GET('/v1/user/invitation-code', { signal }));
      } catch (error) {
        if (isNoInvitationCode(error)) return null;
        throw error;
      }
    },
    refetchInterval: checkEveryMs,
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** `checkEveryMs`: 5 s unless a story asks for shorter, to show the checks without waiting for them. */
export function useInvitationCode(checkEveryMs?: number) {
  return useQuery(invitationCodeQueryOptions(useApiClient(), checkEveryMs));
}

/** POST /v1/user/invitation-code: a new code (it replaces the previous one), shown at once. */
export function useCreateInvitationCode() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['create-invitation-code'],
    // A check still on its way could answer 'not found' after the new code exists: drop it.
    onMutate: () => queryClient.cancelQueries({ queryKey: invitationCodeKey }),
    mutationFn: () => read(client.POST('/v1/user/invitation-code')),
    onSuccess: async (code) => {
      await queryClient.cancelQueries({ queryKey: invitationCodeKey });
      queryClient.setQueryData(invitationCodeKey, code);
    },
  });
}
