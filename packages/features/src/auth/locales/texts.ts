import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/** The auth feature's words, namespace `auth`. */
export const authTexts = defineTexts('auth', { en, ja });
