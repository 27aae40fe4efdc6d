import { defineTexts } from '../i18n/texts';

/** The forms' own words (namespace `forms`), loaded with the first form that needs them. */
export const formTexts = defineTexts('forms', {
  en: () => import('./locales/en.json'),
  ja: () => import('./locales/ja.json'),
});
