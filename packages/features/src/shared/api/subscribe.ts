import { isApiError } from '@holostream/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInPerson } from '../person';
import { useApiClient } from './api-client-context';
import { attemptKey, settleAttempt } from './idempotency';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

/**
 * POST /v1/subscription { subTierId }: buys the plan with the saved card (402: an extra step is needed). It changes
 * the subscription (and its previews), the billing history and the card on file. One `Idempotency-Key` per
 * attempt of this person to buy this plan, kept until a definitive answer (idempotency.ts): a retry after a lost
 * answer, a 5xx or a reload sends the same key, so the server charges once.
 */
export function useSubscribe() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const person = useSignedInPerson();
  const attempt = (subTierId: number) => `subscribe:${person ?? ''}:${subTierId}`;
  return useMutation({
    mutationKey: mutationKeys.subscribe,
    mutationFn: (subTierId: number) =>
      client.subscribe({ subTierId }, { idempotencyKey: attemptKey(attempt(subTierId)) }),
    onSettled: (_answer, error, subTierId) => {
      settleAttempt(attempt(subTierId), error);
      // A 402 changed things too: a bill waits for the extra step (and may be paid in the page).
      if (error && !(isApiError(error) && error.status === 402)) return undefined;
      return invalidateAfterPurchase(queryClient);
    },
  });
}

/** What a purchase changes (a subscribe answered, or its extra step passed): exactly these are read again. */
export function invalidateAfterPurchase(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.subscription }),
    queryClient.invalidateQueries({ queryKey: queryKeys.billingHistory }),
    queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethod }),
  ]);
}
