import type { Plan } from '@holostream/api';

/** The key a plan's name and description are translated by (spec §2): its lower-cased name. */
export function planKey(plan: Pick<Plan, 'name'>): string {
  return plan.name.trim().toLowerCase();
}

/** Enterprise is sold by contacting sales and shows 'inquire' and its dedicated VPC (spec §2, §3). */
export function isEnterprise(plan: Pick<Plan, 'name'>): boolean {
  return planKey(plan) === 'enterprise';
}
