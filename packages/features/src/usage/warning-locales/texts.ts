import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/**
 * The streaming-hours warning's words, namespace `hoursWarning`: apart from the usage tab's, because the warning is
 * on every account tab and the tab's words are not.
 */
export const hoursWarningTexts = defineTexts('hoursWarning', { en, ja });
