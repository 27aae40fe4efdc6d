import { defineTexts } from '../i18n/texts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The forms' own words (namespace `forms`), with the code that shows them. */
export const formTexts = defineTexts('forms', { en, ja });
