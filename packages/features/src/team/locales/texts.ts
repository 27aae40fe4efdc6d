import { defineTexts } from '../../shared/i18n/texts';

/** The team feature's words, namespace `team`. */
export const teamTexts = defineTexts('team', { en: () => import('./en.json'), ja: () => import('./ja.json') });
