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
