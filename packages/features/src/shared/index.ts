export {
  addFeatureResources,
  createI18n,
  useFeatureResources,
  mergeResources,
  toSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type CreateI18nOptions,
  type FeatureResources,
  type Language,
} from './i18n/create-i18n';
export { ApiClientProvider, useApiClient, queryKeys, mutationKeys } from './api';
export { CardLoaderProvider, type CardLoader } from './card/card-loader';
export {
  translationAt,
  translationKeys,
  translationLeaves,
  untranslatedKeys,
  type TranslationLeaf,
} from './i18n/translation-tree';
