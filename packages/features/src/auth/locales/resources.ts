import type { FeatureResources } from '../../shared';
import en from './en.json';
import ja from './ja.json';

/** The auth feature's translations, namespace `auth`; merged into the site's i18n in resources.ts. */
export const authResources: FeatureResources = { en: { auth: en }, ja: { auth: ja } };
