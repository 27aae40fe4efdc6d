import { SANDBOX_PLANS } from '@holostream/sandbox';
import { describe, expect, it } from 'vitest';
import {} from '../shared';
import { planKey } from './model/plan-action';
import pricingEn from '../plans/locales/en.json';
import pricingJa from '../plans/locales/ja.json';

const en = pricingEn as unknown as Record<string, Record<string, unknown>>;
const ja = pricingJa as unknown as Record<string, Record<string, unknown>>;

describe('pricing translations', () => {
  it.each(SANDBOX_PLANS.map((plan) => [planKey(plan), plan] as const))(
    'name and describe the %s plan in both languages',
    (key, plan) => {
      expect(en.plans?.[key]).toEqual({ name: expect.any(String), description: plan.description });
      expect(ja.plans?.[key]).toEqual({ name: expect.any(String), description: expect.any(String) });
    },
  );

  it('keep docs/product.md wording of the empty and failed list', () => {
    expect(en.unavailable?.title).toBe('Unable to load pricing plans');
    expect(en.unavailable?.description).toMatch(/^Failed to load pricing information/);
  });
});
