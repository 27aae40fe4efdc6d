import { defineTexts } from '../../shared/i18n/texts';

/** The billing feature's words, namespace `billing`. */
export const billingTexts = defineTexts('billing', { en: () => import('./en.json'), ja: () => import('./ja.json') });
