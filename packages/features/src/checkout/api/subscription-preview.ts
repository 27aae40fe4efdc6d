import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { checkoutKeys } from './keys';

/** GET /v1/subscription/preview/{id}: total due today (cents), remaining days, next billing date. */
export function useSubscriptionPreview(planId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: checkoutKeys.preview(planId ?? 0),
    queryFn: ({ signal }) => client.getSubscriptionPreview(planId ?? 0, { signal }),
    enabled: planId !== undefined,
  });
}
