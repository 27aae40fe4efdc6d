import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

/**
 * POST /v1/billing/payment/method { paymentMethod }: saves the card the provider created. It settles
 * only once the saved card has been fetched again, so what follows shows the new card.
 */
export function useSavePaymentMethod() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.savePaymentMethod,
    mutationFn: (paymentMethod: string) => client.savePaymentMethod({ paymentMethod }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethod }),
  });
}
