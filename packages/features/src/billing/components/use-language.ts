import { useTranslation } from 'react-i18next';

/** The language dates and amounts are written in: the one i18n resolved to ('en', 'ja'). */
export function useLanguage(): string {
  const { i18n } = useTranslation('billing');
  return i18n.resolvedLanguage ?? i18n.language;
}
