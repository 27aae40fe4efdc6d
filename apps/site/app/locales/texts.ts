import { defineTexts } from '@holostream/features/shared';
import en from './en.json';
import ja from './ja.json';

/**
 * Namespace `site`: layout, common words, 404, crash screen, route loading and document titles; the words the site
 * loads up front. Every other namespace comes with the first component that shows it (`useTexts`).
 */
export const siteTexts = defineTexts('site', { en, ja });
