import { defineTexts } from '@holostream/features/shared';

/** The `home` namespace: its words. */
export const homeTexts = defineTexts('home', {
  en: () => import('./locales/en.json'),
  ja: () => import('./locales/ja.json'),
});
