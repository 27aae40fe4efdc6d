import { defineTexts } from '@holostream/features/shared';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `contact` namespace: its words. */
export const contactTexts = defineTexts('contact', { en, ja });
