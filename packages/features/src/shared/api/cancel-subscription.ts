import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

/**
 * DELETE /v1/subscription: cancels (scheduled to the period's end, or at once after a failed payment).
 * The subscription is marked stale but not fetched here: spec §4 reloads it when the person closes
 * the success dialog (`refetch` then), not under it.
 */
export function useCancelSubscription() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.cancelSubscription,
    mutationFn: () => client.cancelSubscription(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscription, refetchType: 'none' }),
  });
}
