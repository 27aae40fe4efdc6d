import { defineTexts } from '@holostream/features/shared';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `disclosure` namespace: its words (commercial disclosure). */
export const disclosureTexts = defineTexts('disclosure', { en, ja });
