import { defineTexts } from '../../shared/i18n/texts';

/** The security feature's words, namespace `security`. */
export const securityTexts = defineTexts('security', { en: () => import('./en.json'), ja: () => import('./ja.json') });
