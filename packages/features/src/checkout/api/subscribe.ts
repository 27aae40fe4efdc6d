import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../shared';

/** POST /v1/subscription { subTierId }: buys the plan with the saved card (402: an extra step is needed). */
export function useSubscribe() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'subscribe'],
    mutationFn: (subTierId: number) => client.subscribe({ subTierId }),
    // The subscription and billing history changed; checkout's own queries go away with the screen.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'checkout' }),
  });
}
