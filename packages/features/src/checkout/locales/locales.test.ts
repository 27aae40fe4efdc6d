import { describe, expect, it } from 'vitest';
import { translationAt as lookup, untranslatedKeys } from '../../shared/testing/translation-tree';
import en from './en.json';
import ja from './ja.json';

/** Brand names are trademarks, written the same in Japanese. */
const SAME_IN_BOTH = ['method.brands.visa', 'method.brands.mastercard', 'method.brands.amex'];

describe('checkout translations', () => {
  it('translate every other key into Japanese', () => {
    expect(untranslatedKeys(en, ja, SAME_IN_BOTH)).toEqual([]);
  });

  it("keep the product's wording of the 402 modal and the confirm step", () => {
    expect(lookup(en, 'errors.unexpected')).toBe('An unexpected error occurred');
    expect(lookup(en, 'requiresAction.title')).toBe('Extra step required');
    expect(lookup(en, 'requiresAction.action')).toBe('Go to account');
    expect(lookup(en, 'confirm.submit')).toBe('Confirm payment');
    expect(lookup(en, 'confirm.back')).toBe('Back to payment details');
  });
});
