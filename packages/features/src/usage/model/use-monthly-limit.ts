import { usePlans } from '../../shared/api/plans';
import { useSubscription } from '../../shared/api/subscription';
import { monthlyLimit, type MonthlyLimit } from './limit';

export type MonthlyLimitResult =
  | { status: 'pending' }
  /** The plan or its limit is unknown (a failed load, a plan missing from the list). */
  | { status: 'unknown' }
  | { status: 'ready'; limit: MonthlyLimit };

/**
 * The plan's monthly streaming hours: the current subscription's plan in GET /v1/plans,
 * `features.monthlyUsageLimit` (0 = unlimited). docs/product.md §8: failures are only logged.
 */
export function useMonthlyLimit(): MonthlyLimitResult {
  const subscription = useSubscription();
  const plans = usePlans();
  if (subscription.isError || plans.isError) return { status: 'unknown' };
  if (!subscription.data || !plans.data) return { status: 'pending' };
  const limit = monthlyLimit(subscription.data, plans.data);
  return limit ? { status: 'ready', limit } : { status: 'unknown' };
}
