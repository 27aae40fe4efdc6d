import { defineTexts } from '../../shared/i18n/texts';

/** The account feature's words, namespace `account`. */
export const accountTexts = defineTexts('account', { en: () => import('./en.json'), ja: () => import('./ja.json') });
