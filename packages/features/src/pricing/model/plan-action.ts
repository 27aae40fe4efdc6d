import type { Plan } from '@holostream/api';
import type { SiteLinks } from '../../shared/links';
import { FREE_TIER_ID, isEnterprise, planKey } from '../../plans/plan-key';

export { FREE_TIER_ID, isEnterprise, planKey };

/**
 * docs/product.md §2's "one further special plan id" that gets 'upgrade {name}' whatever its name. docs/product.md §3 only
 * says tier constants 3 and 4 exist; 4 is Enterprise (contact sales, never checkout), so it is 3: a
 * renamed Pro plan still sells through checkout.
 */
export const SPECIAL_UPGRADE_PLAN_ID = 3;

/** Plans bought through checkout, by lower-cased name. */
const UPGRADE_PLAN_NAMES: ReadonlySet<string> = new Set(['developer', 'pro']);

/** What a plan card offers (docs/product.md §2 button logic), and where its link goes. */
export type PlanAction =
  | { kind: 'current-plan' }
  | { kind: 'none' }
  /** To login, then back to the plans, or on to checkout with the plan. */
  | { kind: 'get-started'; to: string }
  | { kind: 'upgrade'; to: string }
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
  plan: Pick<Plan, 'id' | 'name' | 'price'>;
  /** The site's pages, where the buttons lead. */
  links: SiteLinks;
}

/** docs/product.md §2, in its order: current plan, then price 0, then Developer/Pro/the special id, then sales. */
export function planAction({ signedIn, currentTierId: tierId, plan, links }: PlanActionInput): PlanAction {
  if (signedIn && plan.id === tierId) return { kind: 'current-plan' };
  if (plan.price === 0) {
    if (signedIn && tierId === FREE_TIER_ID) return { kind: 'none' };
    // Signed in on a paid plan, "Get started" would go to /login and straight back: the account is
    // where a paid plan is cancelled back to the free one.
    if (signedIn) return { kind: 'manage-plan', to: links.account };
    return { kind: 'get-started', to: links.login(links.plans) };
  }
  if (UPGRADE_PLAN_NAMES.has(planKey(plan)) || plan.id === SPECIAL_UPGRADE_PLAN_ID) {
    const checkout = links.checkout(plan.id);
    return signedIn ? { kind: 'upgrade', to: checkout } : { kind: 'get-started', to: links.login(checkout) };
  }
  return { kind: 'contact-sales', to: links.contact };
}
