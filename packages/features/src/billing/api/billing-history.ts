import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { newestFirst } from '../model/billing-history';
import { billingKeys } from './keys';

/** GET /v1/billing/history: the bills, newest first whatever order the server sent. */
export function useBillingHistory() {
  const client = useApiClient();
  return useQuery({
    queryKey: billingKeys.history,
    queryFn: async ({ signal }) => newestFirst(await client.getBillingHistory({ signal })),
  });
}
