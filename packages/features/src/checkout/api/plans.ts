import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { checkoutKeys } from './keys';

/** GET /v1/plans: the plan being bought is looked up in this list. */
export function usePlans() {
  const client = useApiClient();
  return useQuery({ queryKey: checkoutKeys.plans, queryFn: ({ signal }) => client.getPlans({ signal }) });
}
