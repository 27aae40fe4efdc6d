import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

/**
 * POST /v1/billing/payment/method { paymentMethod }: saves the card the provider created. It settles
 * only once the saved card has been fetched again, so what follows shows the new card. The provider's
 * payment method id is the intent: saving it again (a retry after a lost answer) sends the same
 * `Idempotency-Key`.
 */
export function useSavePaymentMethod() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.savePaymentMethod,
    mutationFn: (paymentMethod: string) =>
      client.savePaymentMethod({ paymentMethod }, { idempotencyKey: `save-card-${paymentMethod}` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethod }),
  });
}
