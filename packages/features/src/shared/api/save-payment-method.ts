import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInPerson } from '../person';
import { useApiClient } from './api-client-context';
import { attemptKey, settleAttempt } from './idempotency';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

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
    mutationKey: mutationKeys.savePaymentMethod,
    mutationFn: (paymentMethod: string) =>
      client.savePaymentMethod({ paymentMethod }, { idempotencyKey: attemptKey(attempt(paymentMethod)) }),
    onSettled: (_answer, error, paymentMethod) => settleAttempt(attempt(paymentMethod), error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethod }),
  });
}
