import { defineTexts } from '../../shared/i18n/texts';

/** The auth feature's words, namespace `auth`. */
export const authTexts = defineTexts('auth', { en: () => import('./en.json'), ja: () => import('./ja.json') });
