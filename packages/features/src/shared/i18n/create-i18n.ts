import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, useTranslation } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The address parameter of the language link (`?lng=ja`): it works before the app has loaded. */
export const LANGUAGE_PARAM = 'lng';

/** docs/product.md §1: any language code starting with `ja` is Japanese, anything else English. */
export function toSupportedLanguage(code: string | null | undefined): Language {
  return code?.trim().toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

/** A feature's translations: `{ en: { <namespace>: {...} }, ja: { <namespace>: {...} } }`. */
export type FeatureResources = Record<Language, Resource[string]>;

/** Merges several features' resources into one i18next resource object. */
export function mergeResources(...parts: FeatureResources[]): FeatureResources {
  const merged: FeatureResources = { en: {}, ja: {} };
  for (const part of parts) {
    for (const language of SUPPORTED_LANGUAGES) {
      Object.assign(merged[language] as object, part[language]);
    }
  }
  return merged;
}

export interface CreateI18nOptions {
  resources: Resource;
  /** A fixed language (Storybook, tests). Without it the language is detected as docs/product.md §1 says. */
  language?: Language;
}

/**
 * One i18next instance for the site, Storybook and tests. Detection order of docs/product.md §1, after the
 * language link's `?lng=`: local storage (`i18nextLng`), then the browser, then `<html lang>`; the choice is
 * remembered in local storage.
 */
export function createI18n({ resources, language }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  if (!language) instance.use(LanguageDetector);
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'localStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: LANGUAGE_PARAM,
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
      convertDetectedLanguage: toSupportedLanguage,
    },
  });
  return instance;
}

/**
 * Makes sure the i18n instance in context has `resources` before the children render: a lazy route
 * calls it with the translations of the features it shows, so the shell does not carry them. Idempotent.
 */
export function useFeatureResources(...resources: FeatureResources[]): void {
  const { i18n } = useTranslation();
  for (const part of resources) {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const [namespace, bundle] of Object.entries(part[language] ?? {})) {
        if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
      }
    }
  }
}
