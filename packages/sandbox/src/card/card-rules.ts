/**
 * Pure card rules of the sandbox card provider: brand detection, Luhn, formatting and the
 * validation Stripe's card element performs. No DOM here, so the rules are testable on their own.
 */

/** Brands the sandbox recognises; anything else is `unknown`, as in Stripe's change event. */
export type SandboxCardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

/** The three inputs of the card field. */
export type CardField = 'number' | 'expiry' | 'cvc';

/** Stripe's validation error codes for the card element (the ones the sandbox can produce). */
export type SandboxCardErrorCode =
  | 'incomplete_number'
  | 'invalid_number'
  | 'incomplete_expiry'
  | 'invalid_expiry_month'
  | 'invalid_expiry_month_past'
  | 'invalid_expiry_year_past'
  | 'incomplete_cvc';

/**
 * How far a field has gone: while `typing` only definite errors show (a full number failing Luhn,
 * a past date); once `blurred` a partly filled field also reports that it is incomplete; once
 * `submitted` even an empty field does, as Stripe does when a payment method is requested.
 */
export type RevealLevel = 'typing' | 'blurred' | 'submitted';

export interface FieldCheck {
  empty: boolean;
  complete: boolean;
  /** The error to show now (depends on the reveal level). */
  error?: SandboxCardErrorCode;
}

export interface CardCheck {
  brand: SandboxCardBrand;
  /** All three fields are empty. */
  empty: boolean;
  /** All three fields are complete and valid. */
  complete: boolean;
  fields: Record<CardField, FieldCheck>;
  /** The first error in field order, as Stripe reports one error per change event. */
  error?: { field: CardField; code: SandboxCardErrorCode };
}

/** The digits typed in each field (the expiry as up to four digits MMYY). */
export type CardDigits = Record<CardField, string>;

export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Brand from the leading digits: visa 4, mastercard 51–55 and 2221–2720, amex 34/37. */
export function detectBrand(digits: string): SandboxCardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (digits.length >= 4) {
    const prefix = Number(digits.slice(0, 4));
    if (prefix >= 2221 && prefix <= 2720) return 'mastercard';
  }
  return 'unknown';
}

/** Number of digits of a complete card number of this brand. */
export function cardNumberLength(brand: SandboxCardBrand): number {
  return brand === 'amex' ? 15 : 16;
}

/** Number of digits of the security code of this brand. */
export function cvcLength(brand: SandboxCardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** The Luhn (mod 10) checksum every real card number satisfies. */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Keeps the digits of a typed card number, cut to the length its brand allows. */
export function normalizeCardNumber(raw: string): string {
  const digits = digitsOnly(raw);
  return digits.slice(0, cardNumberLength(detectBrand(digits)));
}

/** Groups of four (`4242 4242 4242 4242`), or 4-6-5 for amex (`3782 822463 10005`). */
export function formatCardNumber(digits: string): string {
  const brand = detectBrand(digits);
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    const part = digits.slice(start, start + size);
    if (part) parts.push(part);
    start += size;
  }
  return parts.join(' ');
}

/**
 * Reads what was typed in the expiry input into up to four digits MMYY. A lone first digit above 1
 * can only be a month, so it gets its leading zero (`4` → `04`), as Stripe does; a four-digit year
 * that was pasted (`12/2030`) keeps its last two digits.
 */
export function normalizeExpiry(raw: string): string {
  const slash = raw.indexOf('/');
  if (slash >= 0) {
    let month = digitsOnly(raw.slice(0, slash)).slice(0, 2);
    let year = digitsOnly(raw.slice(slash + 1));
    if (month.length === 1) month = `0${month}`;
    if (year.length === 4) year = year.slice(2);
    return (month + year).slice(0, 4);
  }
  let digits = digitsOnly(raw);
  if (digits.length > 0 && digits[0] !== '0' && digits[0] !== '1') digits = `0${digits}`;
  return digits.slice(0, 4);
}

/** `MM / YY`; the separator appears once the year starts, so backspace never gets stuck on it. */
export function formatExpiry(digits: string): string {
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2, 4)}`;
}

/** Month and four-digit year of a complete MMYY expiry, or null. */
export function parseExpiry(digits: string): { month: number; year: number } | null {
  if (!/^\d{4}$/.test(digits)) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2, 4)) };
}

function shown(error: SandboxCardErrorCode, empty: boolean, reveal: RevealLevel): SandboxCardErrorCode | undefined {
  if (reveal === 'submitted') return error;
  if (reveal === 'blurred' && !empty) return error;
  return undefined;
}

export function checkNumber(digits: string, reveal: RevealLevel): FieldCheck {
  const empty = digits.length === 0;
  if (digits.length < cardNumberLength(detectBrand(digits))) {
    return { empty, complete: false, error: shown('incomplete_number', empty, reveal) };
  }
  if (!luhnCheck(digits)) return { empty, complete: false, error: 'invalid_number' };
  return { empty, complete: true };
}

/** Expiry rules; `now` decides what is in the past (the current month is still valid). */
export function checkExpiry(digits: string, now: Date, reveal: RevealLevel): FieldCheck {
  const empty = digits.length === 0;
  if (digits.length >= 2) {
    const month = Number(digits.slice(0, 2));
    if (month < 1 || month > 12) return { empty, complete: false, error: 'invalid_expiry_month' };
  }
  const expiry = parseExpiry(digits);
  if (!expiry) return { empty, complete: false, error: shown('incomplete_expiry', empty, reveal) };
  const thisYear = now.getFullYear();
  if (expiry.year < thisYear) return { empty, complete: false, error: 'invalid_expiry_year_past' };
  if (expiry.year === thisYear && expiry.month < now.getMonth() + 1) {
    return { empty, complete: false, error: 'invalid_expiry_month_past' };
  }
  return { empty, complete: true };
}

export function checkCvc(digits: string, brand: SandboxCardBrand, reveal: RevealLevel): FieldCheck {
  const empty = digits.length === 0;
  if (digits.length !== cvcLength(brand)) {
    return { empty, complete: false, error: shown('incomplete_cvc', empty, reveal) };
  }
  return { empty, complete: true };
}

/** The whole card as Stripe's change event sees it. */
export function checkCard(digits: CardDigits, now: Date, reveal: Record<CardField, RevealLevel>): CardCheck {
  const brand = detectBrand(digits.number);
  const fields: Record<CardField, FieldCheck> = {
    number: checkNumber(digits.number, reveal.number),
    expiry: checkExpiry(digits.expiry, now, reveal.expiry),
    cvc: checkCvc(digits.cvc, brand, reveal.cvc),
  };
  const firstError = CARD_FIELDS.find((field) => fields[field].error);
  const code = firstError ? fields[firstError].error : undefined;
  return {
    brand,
    empty: CARD_FIELDS.every((field) => fields[field].empty),
    complete: CARD_FIELDS.every((field) => fields[field].complete),
    fields,
    ...(firstError && code ? { error: { field: firstError, code } } : {}),
  };
}
