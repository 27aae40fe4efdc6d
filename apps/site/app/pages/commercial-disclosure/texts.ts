import { defineTexts } from '@holostream/features/shared';

/** The `disclosure` namespace: its words (commercial disclosure). */
export const disclosureTexts = defineTexts('disclosure', {
  en: () => import('./locales/en.json'),
  ja: () => import('./locales/ja.json'),
});
