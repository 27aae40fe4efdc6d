/**
 * The checks Stripe's card element makes, as pure functions: brand, Luhn, formatting and each field's problem.
 */

/** Brands the sandbox recognises; anything else is `unknown`, as in Stripe's change event. */
export type SandboxCardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export const CARD_FIELDS = ['number', 'expiry', 'cvc'] as const;

/** The three inputs of the card field. */
export type CardField = (typeof CARD_FIELDS)[number];

/** The digits typed in each field (the expiry as up to four digits MMYY). */
export type CardDigits = Record<CardField, string>;

/** Stripe's validation error codes for the card element (the ones the sandbox can produce). */
export type SandboxCardErrorCode =
  | 'incomplete_number'
  | 'invalid_number'
  | 'incomplete_expiry'
  | 'invalid_expiry_month'
  | 'invalid_expiry_month_past'
  | 'invalid_expiry_year_past'
  | 'incomplete_cvc';

/** The ASCII digits of what was typed, full-width ones (a Japanese keyboard's) included. */
export const digitsOnly = (value: string): string => value.normalize('NFKC').replace(/\D/g, '');

/** Brand from the leading digits: visa 4, mastercard 51–55 and 2221–2720, amex 34/37. */
export function detectBrand(digits: string): SandboxCardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const prefix = digits.length >= 4 ? Number(digits.slice(0, 4)) : 0;
  return prefix >= 2221 && prefix <= 2720 ? 'mastercard' : 'unknown';
}

const numberLength = (brand: SandboxCardBrand): number => (brand === 'amex' ? 15 : 16);
const cvcLength = (brand: SandboxCardBrand): number => (brand === 'amex' ? 4 : 3);

/** The Luhn (mod 10) checksum every real card number satisfies. */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}

/**
 * The digits a field keeps of what was typed, cut to the length the card's brand allows. A lone first expiry digit
 * above 1 can only be a month, so it gets its leading zero (`4` → `04`), as Stripe does.
 */
export function keptDigits(field: CardField, typed: string, number: string): string {
  const digits = digitsOnly(typed);
  if (field === 'number') return digits.slice(0, numberLength(detectBrand(digits)));
  if (field === 'cvc') return digits.slice(0, cvcLength(detectBrand(number)));
  // A pasted `1/2030` is month 01 of (20)30, as Stripe reads it.
  const [month, year] = typed.normalize('NFKC').split('/').map(digitsOnly);
  if (month !== undefined && year !== undefined) {
    return (month.padStart(2, '0') + (year.length === 4 ? year.slice(2) : year)).slice(0, 4);
  }
  return (/^[2-9]/.test(digits) ? `0${digits}` : digits).slice(0, 4);
}

/** Groups of four (`4242 4242 4242 4242`), or 4-6-5 for amex (`3782 822463 10005`); the expiry as `MM / YY`. */
export function formatDigits(field: CardField, digits: string): string {
  if (field === 'cvc') return digits;
  if (field === 'expiry') return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  const ends = detectBrand(digits) === 'amex' ? [4, 10, 15] : [4, 8, 12, 16];
  return ends
    .map((end, index) => digits.slice(ends[index - 1] ?? 0, end))
    .filter(Boolean)
    .join(' ');
}

/**
 * What is wrong with a field, if anything: `incomplete_…` while it is not filled in (shown only once the field was
 * left or the card sent), the others as soon as they are typed. `now` decides what is past; the current month is not.
 */
export function fieldProblem(field: CardField, card: CardDigits, now: Date): SandboxCardErrorCode | undefined {
  const digits = card[field];
  const brand = detectBrand(card.number);
  if (field === 'number') {
    if (digits.length < numberLength(brand)) return 'incomplete_number';
    return luhnCheck(digits) ? undefined : 'invalid_number';
  }
  if (field === 'cvc') return digits.length === cvcLength(brand) ? undefined : 'incomplete_cvc';
  const month = Number(digits.slice(0, 2));
  if (digits.length >= 2 && (month < 1 || month > 12)) return 'invalid_expiry_month';
  if (digits.length < 4) return 'incomplete_expiry';
  const year = 2000 + Number(digits.slice(2));
  if (year < now.getFullYear()) return 'invalid_expiry_year_past';
  if (year === now.getFullYear() && month < now.getMonth() + 1) return 'invalid_expiry_month_past';
  return undefined;
}
