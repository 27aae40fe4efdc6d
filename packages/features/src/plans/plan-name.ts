import type { Plan } from '@holostream/api';
import { useTranslation } from 'react-i18next';
import { planTexts } from './plan-texts';

/**
 * The plan's name translated by its lower-cased name (docs/product.md §2 Pricing), else the server's text. The
 * names live in the pricing namespace, which the site's shell always loads.
 */
export function usePlanName(): (plan: Pick<Plan, 'name'>) => string {
  const { t, i18n } = useTranslation('pricing');
  return planTexts(t, i18n.language).name;
}
