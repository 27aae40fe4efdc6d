import type { Plan } from '@holostream/api';
import type { TFunction } from 'i18next';
import { planKey } from './plan-key';
import type { PlanFeatureLine } from './plan-features';

/** A translator of the pricing namespace (`useTexts(pricingTexts).t`, or `i18n.getFixedT(lng, 'pricing')`). */
export type PricingT = TFunction<'pricing'>;

/**
 * The texts of a plan card, from the pricing namespace: one place for the plans page, the account's
 * general tab and the plans page's prerendered HTML.
 */
export function planTexts(t: PricingT, language: string) {
  // Made on first use: the first Intl object of a page costs ICU's start-up, noticeable on a slow phone.
  let number: Intl.NumberFormat | undefined;
  return {
    /** Translated by the lower-cased name (docs/product.md §2); a plan the site does not know keeps the server's text. */
    name: (plan: Pick<Plan, 'name'>): string => t(`plans.${planKey(plan)}.name`, { defaultValue: plan.name }),
    description: (plan: Pick<Plan, 'name' | 'description'>): string =>
      t(`plans.${planKey(plan)}.description`, { defaultValue: plan.description }),
    /** The text of one feature line. */
    feature: (line: PlanFeatureLine): string => {
      switch (line.kind) {
        case 'team-size':
          if (line.value === 'unlimited') return t('features.teamSizeUnlimited');
          if (line.value === 'adapted') return t('features.teamSizeAdapted');
          return t('features.teamSize', { count: line.value });
        case 'usage':
          return line.value === 'unlimited' ? t('features.usageUnlimited') : t('features.usage', { count: line.value });
        case 'priority':
          return t('features.priority', {
            value: t(`priorityValues.${line.value}`, { defaultValue: line.value }),
          });
        case 'texture':
          // SD, HD, 4K… read the same in every language; only the word grades are translated.
          return t('features.texture', {
            value: t(`textureValues.${line.value}`, { defaultValue: line.value }),
          });
        case 'audience':
          return t('features.audience', {
            count: line.value,
            formatted: (number ??= new Intl.NumberFormat(language)).format(line.value),
          });
        case 'private-streams':
          return line.value ? t('features.privateStreamsYes') : t('features.privateStreamsNo');
        case 'exclusive-vpc':
          return t('features.exclusiveVpc');
      }
    },
  };
}

/** Whether a feature line says what the plan lacks (drawn with a dash, muted). */
export const isLackingFeature = (line: PlanFeatureLine): boolean => line.kind === 'private-streams' && !line.value;
