import { isLogoBrand, type LogoBrand } from './card-brand-logo';

/**
 * A card brand as a person reads it: Visa, Mastercard and American Express by their translated names; any other
 * brand the server names (jcb, cartes_bancaires, one it added later) as sent, in words; the generic word ("Card")
 * when it names none. `named` translates the known brands and 'generic'.
 */
export function cardBrandName(brand: string, named: (key: LogoBrand | 'generic') => string): string {
  if (isLogoBrand(brand)) return named(brand);
  const words = brand.trim().toLowerCase() === 'unknown' ? '' : brand.replace(/[_-]+/g, ' ').trim();
  if (words === '') return named('generic');
  // Short lower-case names are initials (jcb → JCB); others get a capital (cartes bancaires → Cartes bancaires).
  return words.length <= 4 && words === words.toLowerCase()
    ? words.toUpperCase()
    : words.replace(/^\w/, (first) => first.toUpperCase());
}
