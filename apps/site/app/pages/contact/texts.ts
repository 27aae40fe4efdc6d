import { defineTexts } from '@holostream/features/shared';

/** The `contact` namespace: its words. */
export const contactTexts = defineTexts('contact', {
  en: () => import('./locales/en.json'),
  ja: () => import('./locales/ja.json'),
});
