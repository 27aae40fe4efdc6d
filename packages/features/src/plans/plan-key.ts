import type { Plan } from '@holostream/api';

/**
 * docs/product.md §9: the free tier's plan id. Here, beside the plans' other pure facts, so that code which only needs it (the
 * plans page before the app) does not import the data layer with it.
 */
export const FREE_TIER_ID = 1;

/** The key a plan's name and description are translated by (docs/product.md §2): its lower-cased name. */
export function planKey(plan: Pick<Plan, 'name'>): string {
  return plan.name.trim().toLowerCase();
}

/** Enterprise is sold by contacting sales and shows 'inquire' and its dedicated VPC (docs/product.md §2, §3). */
export function isEnterprise(plan: Pick<Plan, 'name'>): boolean {
  return planKey(plan) === 'enterprise';
}

/**
 * docs/product.md §2's "one further special plan id" that sells through checkout whatever its name. §3 only says tier
 * constants 3 and 4 exist; 4 is Enterprise (contact sales, never checkout), so it is 3: a renamed Pro plan still sells.
 */
export const SPECIAL_CHECKOUT_PLAN_ID = 3;

/** Plans bought through checkout, by lower-cased name. */
const CHECKOUT_PLAN_NAMES: ReadonlySet<string> = new Set(['developer', 'pro']);

/** Whether checkout sells the plan: Developer, Pro or the special id, at a price (the free plan and Enterprise never). */
export function isSoldThroughCheckout(plan: Pick<Plan, 'id' | 'name' | 'price'>): boolean {
  return plan.price > 0 && (CHECKOUT_PLAN_NAMES.has(planKey(plan)) || plan.id === SPECIAL_CHECKOUT_PLAN_ID);
}

/**
 * What moving from the current plan to another is called: an upgrade only when it costs more; a switch otherwise
 * (a cheaper plan, or one at the same price). Unknown current plan: an upgrade from nothing.
 */
export function planChange(current: Pick<Plan, 'price'> | undefined, next: Pick<Plan, 'price'>): 'upgrade' | 'switch' {
  return current === undefined || next.price > current.price ? 'upgrade' : 'switch';
}
