import { isAborted } from './log';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { currentSubscription } from '../model/subscription';
import { accountKeys } from './keys';

/**
 * GET /v1/subscription: the account's subscription (spec §3: the first item, or the free-plan default
 * when the list is empty). A failure is logged (spec §8) and left to the caller to offer a retry.
 */
export function useSubscription() {
  const client = useApiClient();
  return useQuery({
    queryKey: accountKeys.subscription,
    queryFn: async ({ signal }) => {
      try {
        return currentSubscription(await client.getSubscriptions({ signal }));
      } catch (error) {
        if (!isAborted(error)) console.warn('Failed to load the subscription', error);
        throw error;
      }
    },
  });
}
