import type { FeatureResources } from '@holostream/features/shared';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `legal` namespace. */
export const legalResources = { en: { legal: en }, ja: { legal: ja } } satisfies FeatureResources;
