import type { ApiClient, PaymentMethod } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { isNotFound } from './failure-checks';
import { queryKeys } from './query-keys';

/**
 * GET /v1/billing/payment/method: the saved card, or null when there is none. Only a 404 ('Payment
 * method not found', spec §8) means "none"; any other failure stays an error, for the screen to decide
 * (the billing tab offers a retry; checkout asks for a card).
 */
export const paymentMethodQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.paymentMethod,
    queryFn: async ({ signal }): Promise<PaymentMethod | null> => {
      try {
        return await client.getPaymentMethod({ signal });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });

export function usePaymentMethod() {
  return useQuery(paymentMethodQueryOptions(useApiClient()));
}
