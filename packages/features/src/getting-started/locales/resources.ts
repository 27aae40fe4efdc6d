import type { FeatureResources } from '../../shared';
import en from './en.json';
import ja from './ja.json';

/** The getting-started feature's translations, namespace `gettingStarted`. */
export const gettingStartedResources: FeatureResources = { en: { gettingStarted: en }, ja: { gettingStarted: ja } };
