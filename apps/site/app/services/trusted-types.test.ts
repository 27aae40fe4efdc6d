import { describe, expect, it } from 'vitest';
import { allowedScriptUrl } from './trusted-types';

const page = 'https://holostream.com/checkout?plan=3';

describe('the Trusted Types policy', () => {
  it.each(['https://js.stripe.com/v3', 'https://js.stripe.com/v3/fingerprinted/js/x.js', 'https://b.js.stripe.com/v3'])(
    "lets Stripe's script through: %s",
    (address) => {
      expect(allowedScriptUrl(address, page)).toBe(address);
    },
  );

  it.each([
    'https://evil.test/x.js',
    'https://js.stripe.com.evil.test/v3',
    'http://js.stripe.com/v3',
    '/assets/app.js',
    'data:text/javascript,alert(1)',
    'javascript:alert(1)',
  ])('refuses any other script: %s', (address) => {
    expect(() => allowedScriptUrl(address, page)).toThrow(TypeError);
  });
});
