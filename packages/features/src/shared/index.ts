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
export { ApiClientProvider, useApiClient, queryKeys, mutationKeys, retryQuery } from './api';
export {
  translationAt,
  translationKeys,
  translationLeaves,
  untranslatedKeys,
  type TranslationLeaf,
} from './i18n/translation-tree';
export {
  paths,
  readLoginState,
  readPlanId,
  readSuccessMessage,
  routeTo,
  type AccountState,
  type CheckoutState,
  type LoginState,
  type RedirectOrigin,
  type RouteName,
  type RoutePath,
  type RouteStates,
  type RouteTarget,
} from './routes';
