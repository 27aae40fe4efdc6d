import type { FeatureResources } from '@holostream/features/shared';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `disclosure` namespace (commercial disclosure). */
export const disclosureResources = { en: { disclosure: en }, ja: { disclosure: ja } } satisfies FeatureResources;
