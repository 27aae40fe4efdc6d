import type { ApiClient, Plan } from '@holostream/api';
import {
  fetchPlans,
  formatMonthlyPrice,
  isEnterprise,
  isLackingFeature,
  planAction,
  planFeatureLines,
  planTexts,
  pricingResources,
  type PlanAction,
  type PricingT,
} from '@holostream/features/pricing';
import { createI18n } from '@holostream/features/shared';

/** The language the plans page is prerendered in, and so the only one its own script draws. */
export const PLANS_PAGE_LANGUAGE = 'en';

/** What one card of the plans page says to a signed-out visitor: its texts as the app writes them, and its link. */
export interface PlanCardTexts {
  /** The plan's id (the card's `data-plan-id`). */
  planId: number;
  /** Whether the card is an Enterprise card: 'Inquire' instead of a price. */
  inquire: boolean;
  name: string;
  /** The monthly price as written (`$49.00`); null on an Enterprise card. */
  price: string | null;
  description: string;
  /** The name of the card's feature list. */
  featuresLabel: string;
  features: { kind: string; lacking: boolean; text: string }[];
  /** Where the card's link leads, and what following it keeps. */
  action: PlanAction;
}

/** The cards' texts for `plans`: the same functions the app's `PlanCard` writes them with. */
export function planCardTexts(plans: readonly Plan[], t: PricingT, language: string): PlanCardTexts[] {
  const texts = planTexts(t, language);
  return plans.map((plan) => {
    const name = texts.name(plan);
    const inquire = isEnterprise(plan);
    return {
      planId: plan.id,
      inquire,
      name,
      price: inquire ? null : formatMonthlyPrice(plan.price, language),
      description: texts.description(plan),
      featuresLabel: t('featuresLabel', { name }),
      features: planFeatureLines(plan).map((line) => ({
        kind: line.kind,
        lacking: isLackingFeature(line),
        text: texts.feature(line),
      })),
      action: planAction({ signedIn: false, currentTierId: null, plan }),
    };
  });
}

/** What the plans worker answers the page: the plans and their cards' texts, or that it could not have them. */
export type PlanCardsAnswer = { ok: true; plans: Plan[]; cards: PlanCardTexts[] } | { ok: false };

/**
 * The plans from the API (the contract's tolerant reader, its errors and timeouts: `fetchPlans`), and their cards'
 * texts in the page's language. What went wrong goes to the console, for developers; the page hands over to the app,
 * which asks again and says what to do.
 */
export async function readPlanCards(client: ApiClient): Promise<PlanCardsAnswer> {
  try {
    const plans = await fetchPlans(client);
    const i18n = createI18n({
      resources: { [PLANS_PAGE_LANGUAGE]: pricingResources[PLANS_PAGE_LANGUAGE] },
      language: PLANS_PAGE_LANGUAGE,
    });
    const t = i18n.getFixedT(PLANS_PAGE_LANGUAGE, 'pricing');
    return { ok: true, plans, cards: planCardTexts(plans, t, PLANS_PAGE_LANGUAGE) };
  } catch (error) {
    console.warn('The plans could not be loaded before the app:', error);
    return { ok: false };
  }
}
