import { defineTexts } from '@holostream/features/shared';

/** The `legal` namespace: its words. */
export const legalTexts = defineTexts('legal', {
  en: () => import('./locales/en.json'),
  ja: () => import('./locales/ja.json'),
});
