import { defineTexts } from '../i18n/texts';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The messages for people of every failure, namespace `failures` (loaded with the shell: every page may fail). */
export const failureTexts = defineTexts('failures', { en, ja });
