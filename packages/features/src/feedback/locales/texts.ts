import { defineTexts } from '../../shared/i18n/texts';

/** The feedback feature's words, namespace `feedback`. */
export const feedbackTexts = defineTexts('feedback', { en: () => import('./en.json'), ja: () => import('./ja.json') });
