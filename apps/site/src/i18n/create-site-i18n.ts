import { createI18n, toSupportedLanguage, type Language } from '@holostream/features/shared';
import type { i18n as I18n } from 'i18next';
import { allResources } from './resources';

/** Keeps `<html lang>` on the active language, so screen readers and CJK fonts follow the toggle. */
export function syncDocumentLanguage(language: string, root: HTMLElement = document.documentElement): void {
  root.lang = toSupportedLanguage(language);
}

/**
 * An i18next instance with every translation of the site. Without `language` it is detected as spec §1
 * says (local storage `i18nextLng`, then the browser, then `<html lang>`) and a change is remembered in
 * local storage. `<html lang>` follows it from the start.
 */
export function createSiteI18n(language?: Language): I18n {
  const i18n = createI18n(language ? { resources: allResources, language } : { resources: allResources });
  syncDocumentLanguage(i18n.language);
  i18n.on('languageChanged', (next) => syncDocumentLanguage(next));
  return i18n;
}
