import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { currentTierId } from '../model/plan-action';
import { pricingKeys } from './keys';

/**
 * GET /v1/subscription, signed in only: the plan id the account is on (spec §3: the first item, the
 * free tier without one). A failure is only logged by the spec, so it counts as the free tier too.
 */
export function useCurrentTierId(signedIn: boolean): { tierId: number; isPending: boolean } {
  const client = useApiClient();
  const query = useQuery({
    queryKey: pricingKeys.subscription(),
    queryFn: ({ signal }) => client.getSubscriptions({ signal }),
    enabled: signedIn,
  });
  return { tierId: currentTierId(query.data ?? []), isPending: signedIn && query.isPending };
}
