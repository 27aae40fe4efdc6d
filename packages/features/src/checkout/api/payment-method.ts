import { isApiError, type PaymentMethod } from '@holostream/api';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { checkoutKeys } from './keys';

/**
 * GET /v1/billing/payment/method: the saved card, or null when there is none. Spec §7: a failure
 * (404 above all) means none is saved, so the person enters a card in step 1.
 */
export function usePaymentMethod() {
  const client = useApiClient();
  return useQuery({
    queryKey: checkoutKeys.paymentMethod,
    queryFn: async ({ signal }): Promise<PaymentMethod | null> => {
      try {
        return await client.getPaymentMethod({ signal });
      } catch (error) {
        if (isApiError(error) && error.kind === 'aborted') throw error;
        return null;
      }
    },
  });
}
