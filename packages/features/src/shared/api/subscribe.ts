import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';
import { queryKeys } from './query-keys';

/**
 * POST /v1/subscription { subTierId }: buys the plan with the saved card (402: an extra step is
 * needed). It changes the subscription (and its previews), the billing history and the card on file.
 */
export function useSubscribe() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.subscribe,
    mutationFn: (subTierId: number) => client.subscribe({ subTierId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subscription }),
        queryClient.invalidateQueries({ queryKey: queryKeys.billingHistory }),
        queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethod }),
      ]),
  });
}
