import { describe, expect, it } from 'vitest';
import { translationAt as lookup, untranslatedKeys } from '../../shared/testing/translation-tree';
import { LABELLED_STATUSES } from '../model/billing-status';
import en from './en.json';
import ja from './ja.json';

/** Brand names are trademarks, written the same in Japanese. */
const SAME_IN_BOTH = ['brands.visa', 'brands.mastercard', 'brands.amex'];

describe('billing translations', () => {
  it('translate every other key into Japanese', () => {
    expect(untranslatedKeys(en, ja, SAME_IN_BOTH)).toEqual([]);
  });

  it('label every status of docs/product.md §4 that has a label', () => {
    for (const status of LABELLED_STATUSES) {
      expect(lookup(en, `status.${status}`)).toEqual(expect.any(String));
      expect(lookup(ja, `status.${status}`)).toEqual(expect.any(String));
    }
  });

  it("keep the product's wording of the status labels", () => {
    expect(lookup(en, 'status.requires_action')).toBe('Action Required');
    expect(lookup(en, 'status.requires_payment_method')).toBe('Payment Failed');
  });
});
