import { fieldErrors } from '@holostream/api';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { checkoutBillingFieldsSchema } from './billing-details';

/** The first problem of the form as `field: message key`, or 'ok' when the details are valid. */
function firstIssue(input: unknown): string {
  const result = z.safeParse(checkoutBillingFieldsSchema, input);
  if (result.success) return 'ok';
  const [field, key] = Object.entries(fieldErrors(result.error))[0] ?? [];
  return `${field}: ${key}`;
}

describe('checkout billing details', () => {
  const valid = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    line1: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    country: 'US',
  };
  const cases: [string, Record<string, unknown>, string][] = [
    ['valid', {}, 'ok'],
    ['no name', { name: '  ' }, 'name: validation.checkout.name.required'],
    ['no e-mail', { email: '' }, 'email: validation.email.required'],
    ['bad e-mail', { email: 'ada@' }, 'email: validation.email.invalid'],
    ['no street', { line1: '' }, 'line1: validation.checkout.line1.required'],
    ['no city', { city: '' }, 'city: validation.checkout.city.required'],
    ['no state', { state: '' }, 'state: validation.checkout.state.required'],
    ['no zip', { postalCode: ' ' }, 'postalCode: validation.checkout.postalCode.required'],
    ['country FR', { country: 'FR' }, 'country: validation.checkout.country.invalid'],
    ...['US', 'JP', 'CA', 'GB', 'AU'].map((country): [string, Record<string, unknown>, string] => [
      `country ${country}`,
      { country },
      'ok',
    ]),
  ];
  it.each(cases)('%s', (_, change, expected) => {
    expect(firstIssue({ ...valid, ...change })).toBe(expected);
  });

  it('checks the fields in screen order', () => {
    expect(firstIssue({ ...valid, city: '', postalCode: '', name: '' })).toBe(
      'name: validation.checkout.name.required',
    );
  });

  it('defaults the country to US', () => {
    const { country: _, ...rest } = valid;
    expect(z.parse(checkoutBillingFieldsSchema, rest).country).toBe('US');
  });
});
