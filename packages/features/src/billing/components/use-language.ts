import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';
/** The language dates and amounts are written in: the one i18n resolved to ('en', 'ja'). */
export function useLanguage(): string {
  const { i18n } = useTexts(billingTexts);
  return i18n.resolvedLanguage ?? i18n.language;
}
