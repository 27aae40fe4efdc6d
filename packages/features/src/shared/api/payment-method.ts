import { done, idempotencyHeader, read, type ApiClient, type PaymentMethod } from '@holostream/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInPerson } from '../person';
import { useApiClient } from './api-client-context';
import { isNotFound } from './failure-checks';
import { attemptKey, settleAttempt } from './idempotency';

/**
 * GET /v1/billing/payment/method: the saved card, or null when there is none. Only a 404 ('Payment method not
 * found') means "none"; any other failure stays an error, for the screen to decide (the billing tab offers a
 * retry; checkout asks for a card).
 */
export const paymentMethodQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['billing', 'payment-method'],
    queryFn: async ({ signal }): Promise<PaymentMethod | null> => {
      try {
        return await read(client.GET('/v1/billing/payment/method', { signal }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });

export function usePaymentMethod() {
  return useQuery(paymentMethodQueryOptions(useApiClient()));
}

/**
 * POST /v1/billing/payment/method { paymentMethod }: saves the card the provider created. It settles only once the
 * saved card has been fetched again, so what follows shows the new card. Saving this card is an attempt with one
 * `Idempotency-Key` until a definitive answer (idempotency.ts), as a purchase is.
 */
export function useSavePaymentMethod() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const person = useSignedInPerson();
  const attempt = (paymentMethod: string) => `save-card:${person ?? ''}:${paymentMethod}`;
  return useMutation({
    mutationKey: ['save-payment-method'],
    mutationFn: (paymentMethod: string) =>
      done(
        client.POST('/v1/billing/payment/method', {
          body: { paymentMethod },
          params: { header: idempotencyHeader(attemptKey(attempt(paymentMethod))) },
        }),
      ),
    onSettled: (_answer, error, paymentMethod) => settleAttempt(attempt(paymentMethod), error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodQueryOptions(client).queryKey }),
  });
}
