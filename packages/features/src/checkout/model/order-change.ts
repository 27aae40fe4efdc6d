import type { Plan, SubscriptionPreview } from '@holostream/api';
import { planChange } from '../../plans/plan-key';
import { heldPlan, holdsPaidPlan, type SubscriptionStanding } from '../../subscription';

/**
 * What confirming the order does, from where the subscription stands and the preview alone (docs/product.md §2
 * Checkout): never a credit or a date the server did not state.
 */
export interface OrderChange {
  /**
   * `first`: from the free plan (also after a paid plan ended); `upgrade`: from a paid plan to a dearer one;
   * `switch`: from a paid plan to a cheaper one or one at the same price (never called an upgrade).
   */
  kind: 'first' | 'upgrade' | 'switch';
  /** The paid plan held now, for an upgrade or a switch; undefined when it is not among the plans. */
  from: Plan | undefined;
  /** Whether anything is charged today (the preview's total). */
  chargedToday: boolean;
  /** Whether today's amount is a part of the price for the days left: charged, and not the plan's full month. */
  prorated: boolean;
}

export function orderChange(
  standing: SubscriptionStanding,
  plans: readonly Plan[],
  plan: Pick<Plan, 'price'>,
  preview: Pick<SubscriptionPreview, 'total'>,
): OrderChange {
  const chargedToday = preview.total > 0;
  const prorated = chargedToday && preview.total !== plan.price;
  if (!holdsPaidPlan(standing, plans)) return { kind: 'first', from: undefined, chargedToday, prorated };
  const from = heldPlan(standing, plans);
  return { kind: from ? planChange(from, plan) : 'switch', from, chargedToday, prorated };
}
