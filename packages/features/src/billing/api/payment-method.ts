import { isApiError, type PaymentMethod } from '@holostream/api';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { billingKeys } from './keys';

/**
 * GET /v1/billing/payment/method: the saved card, or null when there is none. Only a 404 ('Payment
 * method not found', spec §8) means "none"; any other failure stays an error, so the tab offers a
 * retry instead of wrongly claiming there is no card.
 */
export function usePaymentMethod() {
  const client = useApiClient();
  return useQuery({
    queryKey: billingKeys.paymentMethod,
    queryFn: async ({ signal }): Promise<PaymentMethod | null> => {
      try {
        return await client.getPaymentMethod({ signal });
      } catch (error) {
        if (isApiError(error) && error.kind === 'http' && error.status === 404) return null;
        throw error;
      }
    },
  });
}
