import type { FeatureResources } from '@holostream/features/shared';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `home` namespace. */
export const homeResources = { en: { home: en }, ja: { home: ja } } satisfies FeatureResources;
