import type { FeatureResources } from '../i18n/create-i18n';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The messages for people of every failure, namespace `failures` (loaded with the shell: every page may fail). */
export const failureResources: FeatureResources = { en: { failures: en }, ja: { failures: ja } };
