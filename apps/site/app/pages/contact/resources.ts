import type { FeatureResources } from '@holostream/features/shared';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `contact` namespace. */
export const contactResources = { en: { contact: en }, ja: { contact: ja } } satisfies FeatureResources;
