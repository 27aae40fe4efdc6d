import type { FeatureResources } from '../../shared';
import en from './en.json';
import ja from './ja.json';

/** The pricing feature's translations, namespace `pricing`; merged into the site's i18n in resources.ts. */
export const pricingResources: FeatureResources = { en: { pricing: en }, ja: { pricing: ja } };
