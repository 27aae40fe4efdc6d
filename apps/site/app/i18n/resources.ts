import { SUPPORTED_LANGUAGES, type FeatureResources } from '@holostream/features/shared';
import type { Resource } from 'i18next';
import siteEn from '../locales/en.json';
import siteJa from '../locales/ja.json';

/** Narrows a merged i18next resource to the two languages of the site (a missing one is empty). */
export function toFeatureResources(resource: Resource): FeatureResources {
  const [en, ja] = SUPPORTED_LANGUAGES.map((language) => resource[language] ?? {});
  return { en: en ?? {}, ja: ja ?? {} };
}

/**
 * Namespace `site`: layout, common words, 404, crash screen, route loading and document titles; the translations the
 * site loads up front. Every page adds its own namespaces when its route loads (`useFeatureResources`).
 */
export const shellResources: FeatureResources = { en: { site: siteEn }, ja: { site: siteJa } };
