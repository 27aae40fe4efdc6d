import type { FeatureResources } from '../i18n/create-i18n';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The forms' own words (namespace `forms`), loaded with the first form that needs them. */
export const formResources: FeatureResources = { en: { forms: en }, ja: { forms: ja } };
