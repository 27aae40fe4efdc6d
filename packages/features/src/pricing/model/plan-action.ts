import type { Plan } from '@holostream/api';
import type { SiteLinks } from '../../shared/links';
import {
  FREE_TIER_ID,
  isEnterprise,
  isSoldThroughCheckout,
  planChange,
  planKey,
  SPECIAL_CHECKOUT_PLAN_ID,
} from '../../plans/plan-key';

export { FREE_TIER_ID, isEnterprise, planKey, SPECIAL_CHECKOUT_PLAN_ID };

/** What a plan card offers (docs/product.md §2 button logic), and where its link goes. */
export type PlanAction =
  | { kind: 'current-plan' }
  | { kind: 'none' }
  /** To login, then back to the plans, or on to checkout with the plan. */
  | { kind: 'get-started'; to: string }
  /** To checkout: an upgrade when the plan costs more than the current one, a switch when it costs less (or the same). */
  | { kind: 'upgrade' | 'switch'; to: string }
  /** A signed-in person on another (or an unknown) plan: the free plan is reached by cancelling, in the account. */
  | { kind: 'manage-plan'; to: string }
  | { kind: 'contact-sales'; to: string };

export interface PlanActionInput {
  /** Whether someone is signed in. */
  signedIn: boolean;
  /**
   * The signed-in account's plan id (the current subscription's `subTierId`); null while it is not
   * known (the subscription could not be loaded): no card is marked current. Ignored when signed out.
   */
  currentTierId: number | null;
  /** The current plan's price (cents), when known: a cheaper plan is a switch, not an upgrade. */
  currentPrice?: number | null;
  plan: Pick<Plan, 'id' | 'name' | 'price'>;
  /** The site's pages, where the buttons lead. */
  links: SiteLinks;
}

/** docs/product.md §2, in its order: current plan, then price 0, then Developer/Pro/the special id, then sales. */
export function planAction({
  signedIn,
  currentTierId: tierId,
  currentPrice,
  plan,
  links,
}: PlanActionInput): PlanAction {
  if (signedIn && plan.id === tierId) return { kind: 'current-plan' };
  if (plan.price === 0) {
    if (signedIn && tierId === FREE_TIER_ID) return { kind: 'none' };
    // Signed in on a paid plan, "Get started" would go to /login and straight back: the account is
    // where a paid plan is cancelled back to the free one.
    if (signedIn) return { kind: 'manage-plan', to: links.account };
    return { kind: 'get-started', to: links.login(links.plans) };
  }
  if (isSoldThroughCheckout(plan)) {
    const checkout = links.checkout(plan.id);
    if (!signedIn) return { kind: 'get-started', to: links.login(checkout) };
    const current = currentPrice === null || currentPrice === undefined ? undefined : { price: currentPrice };
    return { kind: planChange(current, plan), to: checkout };
  }
  return { kind: 'contact-sales', to: links.contact };
}
