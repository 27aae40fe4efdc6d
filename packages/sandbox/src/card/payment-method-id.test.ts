import { describe, expect, it } from 'vitest';
import {
  encodeSandboxPaymentMethodId,
  outcomeForCardNumber,
  parseSandboxPaymentMethodId,
  type SandboxPaymentMethodInfo,
} from './payment-method-id';

describe('sandbox payment method ids', () => {
  it.each<SandboxPaymentMethodInfo>([
    { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, scenario: 'ok' },
    { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2040, scenario: 'ok' },
    { brand: 'amex', last4: '0005', expMonth: 1, expYear: 2029, scenario: 'ok' },
    { brand: 'visa', last4: '3184', expMonth: 9, expYear: 2030, scenario: 'action' },
    { brand: 'unknown', last4: '1117', expMonth: 7, expYear: 2035, scenario: 'ok' },
  ])('round-trips $brand $last4 $scenario', (info) => {
    const id = encodeSandboxPaymentMethodId(info);
    expect(id).toMatch(/^pm_sandbox_[a-z]+_\d{4}_\d{2}_\d{4}_(ok|action)_[a-z0-9]+$/);
    expect(parseSandboxPaymentMethodId(id)).toEqual(info);
  });

  it('writes the documented format', () => {
    const id = encodeSandboxPaymentMethodId(
      { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, scenario: 'ok' },
      'abc123',
    );
    expect(id).toBe('pm_sandbox_visa_4242_04_2031_ok_abc123');
  });

  it('gives two payment methods of the same card different ids', () => {
    const info: SandboxPaymentMethodInfo = { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, scenario: 'ok' };
    expect(encodeSandboxPaymentMethodId(info)).not.toBe(encodeSandboxPaymentMethodId(info));
  });

  it.each([
    'pm_1NXyzRealStripeId',
    'pm_sandbox_discover_4242_04_2031_ok_abc',
    'pm_sandbox_visa_4242_13_2031_ok_abc',
    'pm_sandbox_visa_4242_00_2031_ok_abc',
    'pm_sandbox_visa_424_04_2031_ok_abc',
    'pm_sandbox_visa_4242_04_2031_declined_abc',
    'pm_sandbox_visa_4242_04_2031_ok_',
    'tok_sandbox_visa_4242_04_2031_ok_abc',
    '',
  ])('rejects %j', (id) => {
    expect(parseSandboxPaymentMethodId(id)).toBeNull();
  });

  it('maps the test cards to their outcomes', () => {
    expect(outcomeForCardNumber('4242424242424242')).toBe('ok');
    expect(outcomeForCardNumber('5555555555554444')).toBe('ok');
    expect(outcomeForCardNumber('4000002760003184')).toBe('action');
    expect(outcomeForCardNumber('4000000000000002')).toBe('declined');
  });
});
