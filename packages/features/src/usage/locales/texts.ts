import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/** The usage feature's words, namespace `usage`. */
export const usageTexts = defineTexts('usage', { en, ja });
