import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/** The feedback feature's words, namespace `feedback`. */
export const feedbackTexts = defineTexts('feedback', { en, ja });
