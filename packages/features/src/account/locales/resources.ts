import type { FeatureResources } from '../../shared';
import en from './en.json';
import ja from './ja.json';

/** The account feature's translations, namespace `account`. */
export const accountResources: FeatureResources = { en: { account: en }, ja: { account: ja } };
