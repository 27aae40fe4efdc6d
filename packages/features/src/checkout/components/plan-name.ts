import type { Plan } from '@holostream/api';
import { useTranslation } from 'react-i18next';

/** The plan's name translated by its lower-cased name (spec §2 Pricing), else the server's text. */
export function usePlanName(plan: Plan): string {
  const { t } = useTranslation('checkout');
  return t(`plans.${plan.name.toLowerCase()}`, { defaultValue: plan.name });
}
