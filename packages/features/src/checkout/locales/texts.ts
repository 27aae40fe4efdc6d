import { defineTexts } from '../../shared/i18n/texts';

/** The checkout feature's words, namespace `checkout`. */
export const checkoutTexts = defineTexts('checkout', { en: () => import('./en.json'), ja: () => import('./ja.json') });
