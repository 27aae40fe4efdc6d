import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/** The billing feature's words, namespace `billing`. */
export const billingTexts = defineTexts('billing', { en, ja });
