import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/** The checkout feature's words, namespace `checkout`. */
export const checkoutTexts = defineTexts('checkout', { en, ja });
