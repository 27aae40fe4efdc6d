import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** docs/product.md §1: any language code starting with `ja` is Japanese, anything else English. */
export function toSupportedLanguage(code: string | null | undefined): Language {
  return code?.trim().toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

export interface CreateI18nOptions {
  /** Words to start with; the screens add their own as they show (`useTexts`), so none are needed. */
  resources?: Resource;
  /**
   * The language shown. The app decides it (the site: the page's address, docs/product.md §1's detection choosing
   * the address); `toSupportedLanguage` maps any language code to one of the two.
   */
  language: Language;
}

/** One i18next instance in one language, for the site, Storybook and tests. */
export function createI18n({ resources = {}, language }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
