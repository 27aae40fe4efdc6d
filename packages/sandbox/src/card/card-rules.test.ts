import { describe, expect, it } from 'vitest';
import {
  checkCard,
  checkCvc,
  checkExpiry,
  checkNumber,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  luhnCheck,
  normalizeCardNumber,
  normalizeExpiry,
  parseExpiry,
} from './card-rules';
import { SANDBOX_TEST_CARDS } from './payment-method-id';

const june2026 = new Date(2026, 5, 15);

describe('detectBrand', () => {
  it.each([
    ['4', 'visa'],
    ['4242424242424242', 'visa'],
    ['51', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['34', 'amex'],
    ['378282246310005', 'amex'],
  ] as const)('%s is %s', (digits, brand) => {
    expect(detectBrand(digits)).toBe(brand);
  });

  it.each(['', '5', '50', '56', '2220', '2721', '35', '6011111111111117', '222'])('%s is unknown', (digits) => {
    expect(detectBrand(digits)).toBe('unknown');
  });
});

describe('luhnCheck', () => {
  it('accepts every published test card', () => {
    for (const card of Object.values(SANDBOX_TEST_CARDS)) expect(luhnCheck(card.number)).toBe(true);
  });

  it('rejects a number with one digit changed, and non-digits', () => {
    expect(luhnCheck('4242424242424241')).toBe(false);
    expect(luhnCheck('4000000000000001')).toBe(false);
    expect(luhnCheck('4242 4242')).toBe(false);
    expect(luhnCheck('')).toBe(false);
  });
});

describe('formatting', () => {
  it('groups card numbers by four, amex 4-6-5, and cuts at the brand length', () => {
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(normalizeCardNumber('4242 4242 4242 4242 99')).toBe('4242424242424242');
    expect(normalizeCardNumber('3782-822463-100059')).toBe('378282246310005');
  });

  it('formats the expiry as MM / YY and pads a month that cannot have two digits', () => {
    expect(normalizeExpiry('4')).toBe('04');
    expect(normalizeExpiry('1')).toBe('1');
    expect(normalizeExpiry('1/')).toBe('01');
    expect(normalizeExpiry('12 / 3')).toBe('123');
    expect(normalizeExpiry('12/2031')).toBe('1231');
    expect(normalizeExpiry('123456')).toBe('1234');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1231')).toBe('12 / 31');
    expect(parseExpiry('1231')).toEqual({ month: 12, year: 2031 });
    expect(parseExpiry('123')).toBeNull();
  });
});

describe('validation', () => {
  it('reports an incomplete number only once the field is left or submitted', () => {
    expect(checkNumber('4242', 'typing')).toEqual({ empty: false, complete: false, error: undefined });
    expect(checkNumber('4242', 'blurred').error).toBe('incomplete_number');
    expect(checkNumber('', 'blurred').error).toBeUndefined();
    expect(checkNumber('', 'submitted').error).toBe('incomplete_number');
  });

  it('reports a full-length number failing Luhn at once', () => {
    expect(checkNumber('4242424242424241', 'typing').error).toBe('invalid_number');
    expect(checkNumber('4242424242424242', 'typing')).toEqual({ empty: false, complete: true });
    expect(checkNumber('378282246310005', 'typing').complete).toBe(true);
  });

  it('accepts the current month, rejects past months and years and impossible months', () => {
    expect(checkExpiry('0626', june2026, 'typing').complete).toBe(true);
    expect(checkExpiry('0526', june2026, 'typing').error).toBe('invalid_expiry_month_past');
    expect(checkExpiry('1225', june2026, 'typing').error).toBe('invalid_expiry_year_past');
    expect(checkExpiry('13', june2026, 'typing').error).toBe('invalid_expiry_month');
    expect(checkExpiry('00', june2026, 'typing').error).toBe('invalid_expiry_month');
    expect(checkExpiry('123', june2026, 'typing').error).toBeUndefined();
    expect(checkExpiry('123', june2026, 'blurred').error).toBe('incomplete_expiry');
  });

  it('wants 3 CVC digits, 4 for amex', () => {
    expect(checkCvc('123', 'visa', 'submitted').complete).toBe(true);
    expect(checkCvc('123', 'amex', 'submitted').error).toBe('incomplete_cvc');
    expect(checkCvc('1234', 'amex', 'typing').complete).toBe(true);
  });

  it('reports the first error in field order and completeness of the whole card', () => {
    const submitted = { number: 'submitted', expiry: 'submitted', cvc: 'submitted' } as const;
    expect(checkCard({ number: '', expiry: '', cvc: '' }, june2026, submitted)).toMatchObject({
      empty: true,
      complete: false,
      error: { field: 'number', code: 'incomplete_number' },
    });
    expect(checkCard({ number: '4242424242424242', expiry: '1225', cvc: '' }, june2026, submitted).error).toEqual({
      field: 'expiry',
      code: 'invalid_expiry_year_past',
    });
    const complete = checkCard({ number: '4242424242424242', expiry: '1230', cvc: '123' }, june2026, submitted);
    expect(complete).toMatchObject({ brand: 'visa', empty: false, complete: true });
    expect(complete.error).toBeUndefined();
  });
});
