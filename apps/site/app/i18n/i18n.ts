import { createI18n, type Language } from '@holostream/features/shared';
import type { i18n as I18n } from 'i18next';
import { siteTexts } from '../locales/texts';

const instances = new Map<Language, I18n>();

/**
 * The site's i18next instance for a language: one per language, made on first use, with the shell's words. The
 * language is the address's (language.ts), so a page renders in its own language at build and in the browser alike;
 * switching languages is a navigation to the other address, which renders with the other instance.
 */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ resources: siteTexts.resources, language });
    instances.set(language, instance);
  }
  return instance;
}
