import type { Plan } from '@holostream/api';
import { planTexts } from './plan-texts';
import { useTexts } from '../shared/i18n/texts';
import { pricingTexts } from './locales/texts';

/**
 * The plan's name translated by its lower-cased name (docs/product.md §2 Pricing), else the server's text. The
 * names live in the pricing namespace, which the site's shell always loads.
 */
export function usePlanName(): (plan: Pick<Plan, 'name'>) => string {
  const { t, i18n } = useTexts(pricingTexts);
  return planTexts(t, i18n.language).name;
}
