import type { FeatureResources } from '../../shared';
import en from './en.json';
import ja from './ja.json';

/** The billing feature's translations, namespace `billing`. */
export const billingResources: FeatureResources = { en: { billing: en }, ja: { billing: ja } };
