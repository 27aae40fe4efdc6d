import { isLogoBrand } from '../../shared/card';

/** The translation key of a card brand: visa, mastercard and amex by name, every other brand "card". */
export function brandKey(brand: string): 'visa' | 'mastercard' | 'amex' | 'generic' {
  return isLogoBrand(brand) ? brand : 'generic';
}
