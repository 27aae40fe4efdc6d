import { validationMessages } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { billingDetailsMessages } from '../../../card/billing-details';
import { translationAt as lookup, untranslatedKeys } from '../../testing/translation-tree';
import en from './en.json';
import ja from './ja.json';

/** Every message a rule can give: the API's form rules and the card's billing details. */
const RULE_MESSAGES = [...Object.values(validationMessages), ...Object.values(billingDetailsMessages)];

describe('the forms’ words', () => {
  it('translate every key into Japanese', () => {
    expect(untranslatedKeys(en, ja)).toEqual([]);
  });

  it.each(RULE_MESSAGES)('say %s in both languages, once for every form', (key) => {
    expect(lookup(en, key)).toEqual(expect.any(String));
    expect(lookup(ja, key)).toEqual(expect.any(String));
  });

  it("keep the product's wording", () => {
    expect(lookup(en, validationMessages.newPasswordMismatch)).toBe('New passwords do not match');
  });
});
