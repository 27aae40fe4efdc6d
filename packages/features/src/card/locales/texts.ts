import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/** The card's words, namespace `card`: its field, how a card is named, and why one was not saved. */
export const cardTexts = defineTexts('card', { en, ja });
