import type { Plan } from '@holostream/api';
import { isEnterprise } from './plan-key';

/** One line of a plan card's feature list, before translation. */
export type PlanFeatureLine =
  | { kind: 'team-size'; value: 'unlimited' | 'adapted' | number }
  | { kind: 'usage'; value: 'unlimited' | number }
  | { kind: 'priority'; value: string }
  | { kind: 'texture'; value: string }
  | { kind: 'audience'; value: number }
  | { kind: 'private-streams'; value: boolean }
  | { kind: 'exclusive-vpc' };

/** The feature lines of docs/product.md §3, in a fixed order, from a plan's feature map. */
export function planFeatureLines(plan: Pick<Plan, 'name' | 'features'>): PlanFeatureLine[] {
  const { features } = plan;
  const enterprise = isEnterprise(plan);
  const team = features.maxTeamSize;
  const lines: PlanFeatureLine[] = [
    {
      kind: 'team-size',
      value: enterprise ? 'adapted' : team === 0 || team === 'unlimited' ? 'unlimited' : team,
    },
    { kind: 'usage', value: features.monthlyUsageLimit === 0 ? 'unlimited' : features.monthlyUsageLimit },
    { kind: 'priority', value: features.streamingPriority },
    { kind: 'texture', value: features.textureQuality },
    { kind: 'audience', value: features.audienceLimit },
    { kind: 'private-streams', value: features.privateStreams },
  ];
  // Enterprise shows its dedicated VPC unless the server says it has none; others only when it says so.
  if (features.exclusiveVpc ?? enterprise) lines.push({ kind: 'exclusive-vpc' });
  return lines;
}

/** Price per month in dollars (docs/product.md §9: cents / 100), whole dollars without decimals, in `language`. */
export function formatMonthlyPrice(priceInCents: number, language: string): string {
  const dollars = priceInCents / 100;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

/** One feature as it is on one plan and as it would be on another (`after` null: the other plan has no such line). */
export interface FeatureChange {
  now: PlanFeatureLine;
  after: PlanFeatureLine | null;
}

/** The lines of `from` that read differently on `to`, in the list's order (what a move from one to the other changes). */
export function featureChanges(
  from: Pick<Plan, 'name' | 'features'>,
  to: Pick<Plan, 'name' | 'features'>,
): FeatureChange[] {
  const after = new Map(planFeatureLines(to).map((line) => [line.kind, line]));
  return planFeatureLines(from)
    .map((now) => ({ now, after: after.get(now.kind) ?? null }))
    .filter(({ now, after: then }) => JSON.stringify(now) !== JSON.stringify(then));
}
