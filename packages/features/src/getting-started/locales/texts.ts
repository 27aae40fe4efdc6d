import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/** The getting-started feature's words, namespace `gettingStarted`. */
export const gettingStartedTexts = defineTexts('gettingStarted', { en, ja });
