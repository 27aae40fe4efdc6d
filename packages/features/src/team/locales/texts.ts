import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/** The team feature's words, namespace `team`. */
export const teamTexts = defineTexts('team', { en, ja });
