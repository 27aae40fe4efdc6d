import { defineTexts } from '../../shared/i18n/texts';

/** The usage feature's words, namespace `usage`. */
export const usageTexts = defineTexts('usage', { en: () => import('./en.json'), ja: () => import('./ja.json') });
