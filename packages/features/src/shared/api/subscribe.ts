import { isApiError } from '@holostream/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApiClient } from './api-client-context';
import { answerNeverArrived, newIdempotencyKey } from './idempotency';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

/**
 * POST /v1/subscription { subTierId }: buys the plan with the saved card (402: an extra step is
 * needed). It changes the subscription (and its previews), the billing history and the card on file.
 * One `Idempotency-Key` per intent (buying this plan): a retry after a lost answer or a second press
 * sends the same key, so the server charges once; an answer, whichever, ends the intent.
 */
export function useSubscribe() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const intents = useRef(new Map<number, string>());
  return useMutation({
    mutationKey: mutationKeys.subscribe,
    mutationFn: (subTierId: number) => {
      const idempotencyKey = intents.current.get(subTierId) ?? newIdempotencyKey();
      intents.current.set(subTierId, idempotencyKey);
      return client.subscribe({ subTierId }, { idempotencyKey });
    },
    onSettled: (_answer, error, subTierId) => {
      if (!answerNeverArrived(error)) intents.current.delete(subTierId);
      // A 402 changed things too: a bill waits for the extra step (and may be paid in the page).
      if (error && !(isApiError(error) && error.status === 402)) return undefined;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subscription }),
        queryClient.invalidateQueries({ queryKey: queryKeys.billingHistory }),
        queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethod }),
      ]);
    },
  });
}
