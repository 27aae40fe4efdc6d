import { isAborted } from './log';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../shared';

/**
 * DELETE /v1/subscription: cancels (scheduled to the period's end, or at once after a failed payment).
 * The page reloads its data when the person closes the success dialog, not before (spec §4).
 */
export function useCancelSubscription() {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['account', 'cancel-subscription'],
    mutationFn: async () => {
      try {
        return await client.cancelSubscription();
      } catch (error) {
        if (!isAborted(error)) console.warn('Failed to cancel the subscription', error);
        throw error;
      }
    },
  });
}
