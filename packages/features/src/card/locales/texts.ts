import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/** The card's words shared by checkout and the billing tab, namespace `card`. */
export const cardTexts = defineTexts('card', { en, ja });
