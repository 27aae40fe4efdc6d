import { defineTexts } from '@holostream/features/shared';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `home` namespace: its words. */
export const homeTexts = defineTexts('home', { en, ja });
