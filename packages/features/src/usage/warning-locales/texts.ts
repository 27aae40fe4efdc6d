import { defineTexts } from '../../shared/i18n/texts';

/**
 * The streaming-hours warning's words, namespace `hoursWarning`: apart from the usage tab's, because the warning is
 * on every account tab and the tab's words are not.
 */
export const hoursWarningTexts = defineTexts('hoursWarning', {
  en: () => import('./en.json'),
  ja: () => import('./ja.json'),
});
