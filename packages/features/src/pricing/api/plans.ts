import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { pricingKeys } from './keys';

/** GET /v1/plans: the plans on sale, cheapest first as the server sends them. */
export function usePlans(signedIn: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: pricingKeys.plans(signedIn),
    queryFn: ({ signal }) => client.getPlans({ signal }),
  });
}
