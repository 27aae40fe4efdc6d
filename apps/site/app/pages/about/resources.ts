import type { FeatureResources } from '@holostream/features/shared';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `about` namespace. */
export const aboutResources = { en: { about: en }, ja: { about: ja } } satisfies FeatureResources;
