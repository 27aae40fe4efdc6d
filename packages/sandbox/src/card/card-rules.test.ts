import { describe, expect, it } from 'vitest';
import { type CardDigits, detectBrand, fieldProblem, formatDigits, keptDigits, luhnCheck } from './card-rules';

const june2026 = new Date(2026, 5, 15);
const TEST_CARDS = [
  '4242424242424242',
  '5555555555554444',
  '2223003122003222',
  '378282246310005',
  '4000002760003184',
  '4000000000000002',
];

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
    for (const number of TEST_CARDS) expect(luhnCheck(number)).toBe(true);
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
    expect(formatDigits('number', '42424')).toBe('4242 4');
    expect(formatDigits('number', '4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatDigits('number', '378282246310005')).toBe('3782 822463 10005');
    expect(keptDigits('number', '4242 4242 4242 4242 99', '')).toBe('4242424242424242');
    expect(keptDigits('number', '3782-822463-100059', '')).toBe('378282246310005');
  });

  it('formats the expiry as MM / YY and pads a month that cannot have two digits', () => {
    expect(keptDigits('expiry', '4', '')).toBe('04');
    expect(keptDigits('expiry', '1', '')).toBe('1');
    // Pasted with a slash and a four-digit year, and typed on past the formatted separator.
    expect(keptDigits('expiry', '12/2030', '')).toBe('1230');
    expect(keptDigits('expiry', '1/30', '')).toBe('0130');
    expect(keptDigits('expiry', '12 / 304', '')).toBe('1230');
    expect(keptDigits('expiry', '１２／３０', '')).toBe('1230');
    expect(keptDigits('number', '４２４２ ４２４２', '')).toBe('42424242');
    expect(keptDigits('expiry', '12 / 3', '')).toBe('123');
    expect(keptDigits('expiry', '123456', '')).toBe('1234');
    expect(formatDigits('expiry', '1')).toBe('1');
    expect(formatDigits('expiry', '12')).toBe('12');
    expect(formatDigits('expiry', '123')).toBe('12 / 3');
    expect(formatDigits('expiry', '1231')).toBe('12 / 31');
  });

  it('keeps 3 CVC digits, 4 for amex', () => {
    expect(keptDigits('cvc', '12345', '4242424242424242')).toBe('123');
    expect(keptDigits('cvc', '12345', '378282246310005')).toBe('1234');
  });
});

describe('fieldProblem', () => {
  const card = (parts: Partial<CardDigits>): CardDigits => ({ number: '', expiry: '', cvc: '', ...parts });

  it("says a number is incomplete until its brand's length, and invalid when it fails Luhn", () => {
    expect(fieldProblem('number', card({}), june2026)).toBe('incomplete_number');
    expect(fieldProblem('number', card({ number: '4242' }), june2026)).toBe('incomplete_number');
    expect(fieldProblem('number', card({ number: '4242424242424241' }), june2026)).toBe('invalid_number');
    expect(fieldProblem('number', card({ number: '4242424242424242' }), june2026)).toBeUndefined();
    expect(fieldProblem('number', card({ number: '378282246310005' }), june2026)).toBeUndefined();
  });

  it('accepts the current month, rejects past months and years and impossible months', () => {
    const expiry = (digits: string) => fieldProblem('expiry', card({ expiry: digits }), june2026);
    expect(expiry('0626')).toBeUndefined();
    expect(expiry('0526')).toBe('invalid_expiry_month_past');
    expect(expiry('1225')).toBe('invalid_expiry_year_past');
    expect(expiry('13')).toBe('invalid_expiry_month');
    expect(expiry('00')).toBe('invalid_expiry_month');
    expect(expiry('123')).toBe('incomplete_expiry');
  });

  it('wants 3 CVC digits, 4 for amex', () => {
    expect(fieldProblem('cvc', card({ number: '4242', cvc: '123' }), june2026)).toBeUndefined();
    expect(fieldProblem('cvc', card({ number: '3782', cvc: '123' }), june2026)).toBe('incomplete_cvc');
    expect(fieldProblem('cvc', card({ number: '3782', cvc: '1234' }), june2026)).toBeUndefined();
  });
});
