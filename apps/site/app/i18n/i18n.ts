import { createI18n, type Language } from '@holostream/features/shared';
import type { i18n as I18n } from 'i18next';
import siteEn from '../locales/en.json';
import siteJa from '../locales/ja.json';

const SITE_WORDS = { en: siteEn, ja: siteJa };

const instances = new Map<Language, I18n>();

/**
 * The site's i18next instance for a language: one per language, made on first use, with the shell's words in that
 * language (every other namespace is fetched in it when shown: `defineTexts`). The language is the address's
 * (language.ts), so a page renders in its own language at build and in the browser alike; switching languages is a
 * navigation to the other address, which renders with the other instance.
 */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ resources: { [language]: { site: SITE_WORDS[language] } }, language });
    instances.set(language, instance);
  }
  return instance;
}
