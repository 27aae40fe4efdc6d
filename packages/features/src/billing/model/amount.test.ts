import { describe, expect, it } from 'vitest';
import { formatBillingAmount } from './amount';

describe('formatBillingAmount', () => {
  it('shows cents as units with exactly two decimals and the upper-case currency', () => {
    expect(formatBillingAmount(4900, 'usd', 'en')).toBe('49.00 USD');
    expect(formatBillingAmount(1905, 'usd', 'en')).toBe('19.05 USD');
    expect(formatBillingAmount(1, 'usd', 'en')).toBe('0.01 USD');
    expect(formatBillingAmount(0, 'eur', 'en')).toBe('0.00 EUR');
  });

  it('groups digits the way the reader reads them', () => {
    expect(formatBillingAmount(123456789, 'usd', 'en')).toBe('1,234,567.89 USD');
    expect(formatBillingAmount(123456789, 'usd', 'ja')).toBe('1,234,567.89 USD');
    expect(formatBillingAmount(123456789, 'eur', 'de')).toBe('1.234.567,89 EUR');
  });

  it('keeps two decimals for currencies that have none (docs/product.md fixes the format)', () => {
    expect(formatBillingAmount(4900, 'jpy', 'ja')).toBe('49.00 JPY');
  });

  it('shows refunds with their sign', () => {
    expect(formatBillingAmount(-4900, 'usd', 'en')).toBe('-49.00 USD');
  });
});
