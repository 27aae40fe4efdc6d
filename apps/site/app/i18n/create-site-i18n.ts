import { createI18n, type Language } from '@holostream/features/shared';
import type { i18n as I18n } from 'i18next';
import { shellResources } from './resources';

/**
 * An i18next instance with the site's up-front translations (the shell and the features it always shows). With
 * `language` it is fixed to it; without, it is detected and a change is remembered (createI18n).
 */
export function createSiteI18n(language?: Language): I18n {
  return createI18n(language ? { resources: shellResources, language } : { resources: shellResources });
}
