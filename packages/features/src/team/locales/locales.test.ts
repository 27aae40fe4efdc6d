import { describe, expect, it } from 'vitest';
import { translationAt as lookup, untranslatedKeys } from '../../shared/testing/translation-tree';
import en from './en.json';
import ja from './ja.json';

/** Written the same in both languages. */
const SAME_IN_BOTH = ['result.ok'];

describe('team translations', () => {
  it('translate every other key into Japanese', () => {
    expect(untranslatedKeys(en, ja, SAME_IN_BOTH)).toEqual([]);
  });

  it("keep the product's wording of the team errors", () => {
    expect(lookup(en, 'errors.organizations')).toBe('Failed to load organizations');
    expect(lookup(en, 'errors.members')).toBe('Failed to load team members');
    expect(lookup(en, 'add.error.fallback')).toBe('Failed to add member');
    expect(lookup(en, 'remove.error.fallback')).toBe('Failed to remove member');
    expect(lookup(en, 'invite.generateNew')).toBe('Generate new code');
    expect(lookup(en, 'invite.close')).toBe('Close');
  });
});
