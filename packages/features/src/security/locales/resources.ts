import type { FeatureResources } from '../../shared';
import en from './en.json';
import ja from './ja.json';

/** The security feature's translations, namespace `security`. */
export const securityResources: FeatureResources = { en: { security: en }, ja: { security: ja } };
