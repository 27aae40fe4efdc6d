import { useTexts } from '../shared/i18n/texts';
import { isLogoBrand, type LogoBrand } from './card-brand-logo';
import { cardTexts } from './locales/texts';

/** The known brands' own names, the same in every language. */
const BRAND_NAMES: Record<LogoBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/**
 * A card brand as a person reads it: Visa, Mastercard and American Express by their names; any other brand the
 * server names (jcb, cartes_bancaires, one it added later) as sent, in words; `generic` ("Card") when it names none.
 */
export function cardBrandName(brand: string, generic: string): string {
  if (isLogoBrand(brand)) return BRAND_NAMES[brand];
  const words = brand.trim().toLowerCase() === 'unknown' ? '' : brand.replace(/[_-]+/g, ' ').trim();
  if (words === '') return generic;
  // Short lower-case names are initials (jcb → JCB); others get a capital (cartes bancaires → Cartes bancaires).
  return words.length <= 4 && words === words.toLowerCase()
    ? words.toUpperCase()
    : words.replace(/^\w/, (first) => first.toUpperCase());
}

/** A card named in the page's language: `brand('visa')` is "Visa", `card('visa', '4242')` "Visa ending in 4242". */
export function useCardNames() {
  const { t } = useTexts(cardTexts);
  const brand = (value: string) => cardBrandName(value, t('generic'));
  return { brand, card: (value: string, last4: string) => t('named', { brand: brand(value), last4 }) };
}
