export {
  createI18n,
  toSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type CreateI18nOptions,
  type Language,
} from './i18n/create-i18n';
export { defineTexts, useTexts, type Texts, type Words } from './i18n/texts';
export { useLanguage } from './i18n/use-language';
export { ApiClientProvider, useApiClient } from './api/api-client-context';
export { retryQuery } from './api/query-retry';
export { type ScreenPrefetch } from './api/prefetch';
export type { AccountTabDefinition } from './account-tab';
export * from './links';
export { useHydrated } from './use-hydrated';
export { handOverTypedValues } from './forms/language-hand-over';
