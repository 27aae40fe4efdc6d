import { defineTexts } from '@holostream/features/shared';

/** The `about` namespace: its words. */
export const aboutTexts = defineTexts('about', {
  en: () => import('./locales/en.json'),
  ja: () => import('./locales/ja.json'),
});
