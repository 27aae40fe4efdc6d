import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/** The account feature's words, namespace `account`. */
export const accountTexts = defineTexts('account', { en, ja });
