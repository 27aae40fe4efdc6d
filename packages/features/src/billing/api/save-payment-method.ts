import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { billingKeys } from './keys';

/**
 * POST /v1/billing/payment/method { paymentMethod }: saves the card the provider created. It settles
 * only once the saved card has been fetched again, so the dialog closes onto the new card.
 */
export function useSavePaymentMethod() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['billing', 'save-payment-method'],
    mutationFn: (paymentMethod: string) => client.savePaymentMethod({ paymentMethod }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
