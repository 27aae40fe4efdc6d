import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/** The security feature's words, namespace `security`. */
export const securityTexts = defineTexts('security', { en, ja });
