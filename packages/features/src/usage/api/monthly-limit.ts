import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { monthlyLimit, type MonthlyLimit } from '../model/limit';
import { usageKeys } from './keys';
import { isAborted } from './log';

/** Spec §8: subscription and plan fetch failures are only logged. */
function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (!isAborted(error)) console.warn(`Failed to load the ${what}`, error);
    throw error;
  });
}

export type MonthlyLimitResult =
  | { status: 'pending' }
  /** The plan or its limit is unknown (a failed load, a plan missing from the list). */
  | { status: 'unknown' }
  | { status: 'ready'; limit: MonthlyLimit };

/**
 * The plan's monthly streaming hours: GET /v1/subscription (first item, else the free tier) then its
 * plan in GET /v1/plans, `features.monthlyUsageLimit` (0 = unlimited).
 */
export function useMonthlyLimit(): MonthlyLimitResult {
  const client = useApiClient();
  const subscriptions = useQuery({
    queryKey: usageKeys.subscriptions,
    queryFn: ({ signal }) => logged('subscription', () => client.getSubscriptions({ signal })),
  });
  const plans = useQuery({
    queryKey: usageKeys.plans,
    queryFn: ({ signal }) => logged('plans', () => client.getPlans({ signal })),
    staleTime: 5 * 60 * 1000,
  });
  if (subscriptions.isError || plans.isError) return { status: 'unknown' };
  if (!subscriptions.data || !plans.data) return { status: 'pending' };
  const limit = monthlyLimit(subscriptions.data, plans.data);
  return limit ? { status: 'ready', limit } : { status: 'unknown' };
}
