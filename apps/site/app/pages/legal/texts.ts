import { defineTexts } from '@holostream/features/shared';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `legal` namespace: its words. */
export const legalTexts = defineTexts('legal', { en, ja });
