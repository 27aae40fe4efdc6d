import type { FeatureResources } from '../../shared';
import en from './en.json';
import ja from './ja.json';

/** The usage feature's translations, namespace `usage`. */
export const usageResources: FeatureResources = { en: { usage: en }, ja: { usage: ja } };
