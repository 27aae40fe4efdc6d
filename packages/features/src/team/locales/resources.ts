import type { FeatureResources } from '../../shared';
import en from './en.json';
import ja from './ja.json';

/** The team feature's translations, namespace `team`. */
export const teamResources: FeatureResources = { en: { team: en }, ja: { team: ja } };
