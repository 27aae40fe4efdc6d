import { SANDBOX_PLANS } from '@holostream/api/sandbox';
import { describe, expect, it } from 'vitest';
import { planKey } from '../model/plan-action';
import { pricingResources } from './resources';

/** Every key path of a nested translation object, plural suffixes folded (Japanese has only `_other`). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const en = pricingResources.en.pricing as Record<string, Record<string, unknown>>;
const ja = pricingResources.ja.pricing as Record<string, Record<string, unknown>>;

describe('pricing translations', () => {
  it('have the same keys in English and Japanese', () => {
    expect([...new Set(keyPaths(ja))].sort()).toEqual([...new Set(keyPaths(en))].sort());
  });

  it.each(SANDBOX_PLANS.map((plan) => [planKey(plan), plan] as const))(
    'name and describe the %s plan in both languages',
    (key, plan) => {
      expect(en.plans?.[key]).toEqual({ name: expect.any(String), description: plan.description });
      expect(ja.plans?.[key]).toEqual({ name: expect.any(String), description: expect.any(String) });
    },
  );

  it('keep the spec wording of the empty and failed list', () => {
    expect(en.unavailable?.title).toBe('Unable to load pricing plans');
    expect(en.unavailable?.description).toMatch(/^Failed to load pricing information/);
  });
});
