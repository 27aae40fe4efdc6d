import type { Plan } from '@holostream/api';
import { FREE_TIER_ID } from '../../shared/api';
import { isEnterprise, planKey } from '../../shared/plans/plan-key';

export { FREE_TIER_ID, isEnterprise, planKey };

/**
 * Spec §2's "one further special plan id" that gets 'upgrade {name}' whatever its name. Spec §3 only
 * says tier constants 3 and 4 exist; 4 is Enterprise (contact sales, never checkout), so it is 3: a
 * renamed Pro plan still sells through checkout.
 */
export const SPECIAL_UPGRADE_PLAN_ID = 3;

/** Plans bought through checkout, by lower-cased name. */
const UPGRADE_PLAN_NAMES: ReadonlySet<string> = new Set(['developer', 'pro']);

export const PLANS_PATH = '/plans';
export const LOGIN_PATH = '/login';
export const CHECKOUT_PATH = '/checkout';
export const CONTACT_PATH = '/contact';

/** What a plan card offers (spec §2 button logic). */
export type PlanAction =
  | { kind: 'current-plan' }
  | { kind: 'none' }
  | { kind: 'get-started'; to: typeof LOGIN_PATH; state: { from: typeof PLANS_PATH } }
  | { kind: 'get-started'; to: typeof LOGIN_PATH; state: { from: typeof CHECKOUT_PATH; planId: number } }
  | { kind: 'upgrade'; to: typeof CHECKOUT_PATH; state: { planId: number } }
  | { kind: 'contact-sales'; to: typeof CONTACT_PATH };

export interface PlanActionInput {
  /** Whether someone is signed in. */
  signedIn: boolean;
  /** The signed-in account's plan id (the current subscription's `subTierId`); ignored when signed out. */
  currentTierId: number;
  plan: Pick<Plan, 'id' | 'name' | 'price'>;
}

/** Spec §2, in its order: current plan, then price 0, then Developer/Pro/the special id, then sales. */
export function planAction({ signedIn, currentTierId: tierId, plan }: PlanActionInput): PlanAction {
  if (signedIn && plan.id === tierId) return { kind: 'current-plan' };
  if (plan.price === 0) {
    if (signedIn && tierId === FREE_TIER_ID) return { kind: 'none' };
    return { kind: 'get-started', to: LOGIN_PATH, state: { from: PLANS_PATH } };
  }
  if (UPGRADE_PLAN_NAMES.has(planKey(plan)) || plan.id === SPECIAL_UPGRADE_PLAN_ID) {
    return signedIn
      ? { kind: 'upgrade', to: CHECKOUT_PATH, state: { planId: plan.id } }
      : { kind: 'get-started', to: LOGIN_PATH, state: { from: CHECKOUT_PATH, planId: plan.id } };
  }
  return { kind: 'contact-sales', to: CONTACT_PATH };
}
