import { SUBSCRIPTION_STATUSES } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { translationAt as lookup, untranslatedKeys } from '../../shared/testing/translation-tree';
import en from './en.json';
import ja from './ja.json';

/** Words written the same in both languages. */
const SAME_IN_BOTH = ['subscription.noDate', 'cancelled.ok'];

describe('account translations', () => {
  it('translate every other key into Japanese', () => {
    expect(untranslatedKeys(en, ja, SAME_IN_BOTH)).toEqual([]);
  });

  it.each(SUBSCRIPTION_STATUSES)('label the status %s in both languages', (status) => {
    expect(lookup(en, `status.${status}`)).toEqual(expect.any(String));
    expect(lookup(ja, `status.${status}`)).toEqual(expect.any(String));
  });
});
