import { defineTexts } from '../../shared/i18n/texts';

/** The getting-started feature's words, namespace `gettingStarted`. */
export const gettingStartedTexts = defineTexts('gettingStarted', {
  en: () => import('./en.json'),
  ja: () => import('./ja.json'),
});
