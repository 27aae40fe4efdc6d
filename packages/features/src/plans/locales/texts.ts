import { defineTexts } from '../../shared/i18n/texts';

/**
 * Namespace `pricing`: the plans' names and features, and the plans page's words. It lives with the plans (not the
 * pricing feature) because the account's general tab and checkout name plans too.
 */
export const pricingTexts = defineTexts('pricing', { en: () => import('./en.json'), ja: () => import('./ja.json') });
