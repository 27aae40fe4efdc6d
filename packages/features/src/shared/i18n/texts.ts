import type { ResourceLanguage } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFeatureResources, type FeatureResources, type Language } from './create-i18n';

/** One namespace's words in both languages: what `defineTexts` declares and `useTexts` reads. */
export interface Texts<Namespace extends string = string> {
  namespace: Namespace;
  /** `{ en: { <namespace>: … }, ja: { <namespace>: … } }`, for an app that loads every namespace at once. */
  resources: FeatureResources;
}

/**
 * Declares a namespace once, with its two locale files: `defineTexts('team', { en, ja })`. Every component that shows
 * its words reads them with `useTexts`, which adds them to the app's i18n first, so no route loads words by hand and
 * none can show a raw key for a namespace it forgot.
 */
export function defineTexts<const Namespace extends string>(
  namespace: Namespace,
  words: Record<Language, ResourceLanguage[string]>,
): Texts<Namespace> {
  return { namespace, resources: { en: { [namespace]: words.en }, ja: { [namespace]: words.ja } } };
}

/** The `t` of a namespace declared with `defineTexts`, its words added to the i18n in context first (once). */
export function useTexts<Namespace extends string>(texts: Texts<Namespace>) {
  useFeatureResources(texts.resources);
  return useTranslation(texts.namespace);
}
