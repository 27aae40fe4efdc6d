import { defineTexts } from '../../shared/i18n/texts';
import en from './en.json';
import ja from './ja.json';

/**
 * Namespace `pricing`: the plans' names and features, and the plans page's words. It lives with the plans (not the
 * pricing feature) because the account's general tab and checkout name plans too.
 */
export const pricingTexts = defineTexts('pricing', { en, ja });
