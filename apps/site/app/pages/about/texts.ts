import { defineTexts } from '@holostream/features/shared';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `about` namespace: its words. */
export const aboutTexts = defineTexts('about', { en, ja });
