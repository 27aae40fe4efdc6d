import { useTranslation } from 'react-i18next';
import { toSupportedLanguage, type Language } from './create-i18n';

/** The language of the page, as its i18n instance says ('en', 'ja'): the one dates, amounts and names are written in. */
export function useLanguage(): Language {
  return toSupportedLanguage(useTranslation().i18n.language);
}
