import type { FeatureResources } from '../../shared';
import en from './en.json';
import ja from './ja.json';

/** The checkout feature's translations, namespace `checkout`; merged into the site's i18n in resources.ts. */
export const checkoutResources: FeatureResources = { en: { checkout: en }, ja: { checkout: ja } };
