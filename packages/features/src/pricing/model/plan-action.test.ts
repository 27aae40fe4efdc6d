import { describe, expect, it } from 'vitest';
import {
  FREE_TIER_ID,
  planAction,
  SPECIAL_CHECKOUT_PLAN_ID,
  type PlanAction,
  type PlanActionInput,
} from './plan-action';
import { defaultSiteLinks as links } from '../../shared/links';

type PlanRef = PlanActionInput['plan'];

const free: PlanRef = { id: 1, name: 'free', price: 0 };
const developer: PlanRef = { id: 2, name: 'Developer', price: 1900 };
const pro: PlanRef = { id: 3, name: 'Pro', price: 4900 };
const enterprise: PlanRef = { id: 4, name: 'Enterprise', price: 99900 };
/** A second price-0 plan, so the free-tier rule is seen apart from the current-plan rule. */
const starter: PlanRef = { id: 7, name: 'Starter', price: 0 };
/** The special id under another name: still upgradable. */
const renamedSpecial: PlanRef = { id: SPECIAL_CHECKOUT_PLAN_ID, name: 'Creator', price: 2900 };
/** Developer and Pro are matched by lower-cased name, whatever their id. */
const shoutedPro: PlanRef = { id: 12, name: 'PRO', price: 5900 };
/** Any other paid plan goes to sales. */
const studio: PlanRef = { id: 9, name: 'Studio', price: 19900 };

const ALL = [free, developer, pro, enterprise, starter, renamedSpecial, shoutedPro, studio];

const loginBack: PlanAction = { kind: 'get-started', to: '/login?redirectTo=%2Fplans' };
const loginThenCheckout = (planId: number): PlanAction => ({
  kind: 'get-started',
  to: `/login?redirectTo=%2Fcheckout%3Fplan%3D${planId}`,
});
const upgrade = (planId: number): PlanAction => ({ kind: 'upgrade', to: `/checkout?plan=${planId}` });
const switchTo = (planId: number): PlanAction => ({ kind: 'switch', to: `/checkout?plan=${planId}` });
const current: PlanAction = { kind: 'current-plan' };
const none: PlanAction = { kind: 'none' };
const sales: PlanAction = { kind: 'contact-sales', to: '/contact' };
const manage: PlanAction = { kind: 'manage-plan', to: '/account' };

// signed in?, current tier (ignored when signed out), plan, expected action
const table: [boolean, number | null, PlanRef, PlanAction][] = [
  // Signed out: nobody has a current plan, whatever tier is passed.
  [false, FREE_TIER_ID, free, loginBack],
  [false, FREE_TIER_ID, starter, loginBack],
  [false, 3, pro, loginThenCheckout(3)],
  [false, FREE_TIER_ID, developer, loginThenCheckout(2)],
  [false, FREE_TIER_ID, renamedSpecial, loginThenCheckout(SPECIAL_CHECKOUT_PLAN_ID)],
  [false, FREE_TIER_ID, shoutedPro, loginThenCheckout(12)],
  [false, 4, enterprise, sales],
  [false, FREE_TIER_ID, studio, sales],
  // Signed in on the free tier.
  [true, FREE_TIER_ID, free, current],
  [true, FREE_TIER_ID, starter, none],
  [true, FREE_TIER_ID, developer, upgrade(2)],
  [true, FREE_TIER_ID, pro, upgrade(3)],
  [true, FREE_TIER_ID, renamedSpecial, upgrade(SPECIAL_CHECKOUT_PLAN_ID)],
  [true, FREE_TIER_ID, shoutedPro, upgrade(12)],
  [true, FREE_TIER_ID, enterprise, sales],
  [true, FREE_TIER_ID, studio, sales],
  // Signed in on Developer.
  [true, 2, developer, current],
  [true, 2, free, manage],
  [true, 2, starter, manage],
  [true, 2, pro, upgrade(3)],
  [true, 2, enterprise, sales],
  // Signed in on Pro.
  [true, 3, pro, current],
  [true, 3, developer, switchTo(2)],
  [true, 3, free, manage],
  [true, 3, enterprise, sales],
  // Signed in on Enterprise and on a sales-only plan: their card is the current plan.
  [true, 4, enterprise, current],
  [true, 4, pro, switchTo(3)],
  [true, 9, studio, current],
  [true, 7, starter, current],
  // Signed in, the plan not known (the subscription failed to load): nothing is marked current.
  [true, null, free, manage],
  [true, null, pro, upgrade(3)],
  [true, null, enterprise, sales],
];

describe('planAction (docs/product.md §2 button logic)', () => {
  it.each(table)('signed in %s, tier %s, plan %o → %o', (signedIn, tier, plan, expected) => {
    // The current plan's price, as the page finds it in the list.
    const currentPrice = ALL.find((candidate) => candidate.id === tier)?.price ?? null;
    expect(planAction({ signedIn, currentTierId: tier, currentPrice, plan, links })).toEqual(expected);
  });

  it('calls a plan at the same price as the current one a switch, and an unknown price an upgrade', () => {
    const samePrice: PlanRef = { id: 8, name: 'Pro', price: 1900 };
    expect(planAction({ signedIn: true, currentTierId: 2, currentPrice: 1900, plan: samePrice, links })).toEqual(
      switchTo(8),
    );
    expect(planAction({ signedIn: true, currentTierId: 3, currentPrice: null, plan: developer, links })).toEqual(
      upgrade(2),
    );
  });

  it('keeps the special plan id a paid plan of its own, not the free tier or Enterprise', () => {
    expect(SPECIAL_CHECKOUT_PLAN_ID).not.toBe(FREE_TIER_ID);
    expect(
      planAction({ signedIn: true, currentTierId: 1, plan: { id: 4, name: 'Enterprise', price: 1 }, links }),
    ).toEqual(sales);
  });
});
