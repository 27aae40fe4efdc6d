import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { checkoutKeys } from './keys';

/** POST /v1/billing/payment/method { paymentMethod }: saves the card the provider created. */
export function useSavePaymentMethod() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'save-payment-method'],
    mutationFn: (paymentMethod: string) => client.savePaymentMethod({ paymentMethod }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.paymentMethod }),
  });
}
