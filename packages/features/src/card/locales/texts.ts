import { defineTexts } from '../../shared/i18n/texts';

/** The card's words shared by checkout and the billing tab, namespace `card`. */
export const cardTexts = defineTexts('card', { en: () => import('./en.json'), ja: () => import('./ja.json') });
