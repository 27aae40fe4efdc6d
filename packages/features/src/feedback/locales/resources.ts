import type { FeatureResources } from '../../shared';
import en from './en.json';
import ja from './ja.json';

/** The feedback feature's translations, namespace `feedback`. */
export const feedbackResources: FeatureResources = { en: { feedback: en }, ja: { feedback: ja } };
