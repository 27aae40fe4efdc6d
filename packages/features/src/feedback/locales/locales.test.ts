import { describe, expect, it } from 'vitest';
import { translationAt as lookup, untranslatedKeys } from '../../shared/testing/translation-tree';
import { FEEDBACK_CATEGORIES } from '../model/feedback-form';
import en from './en.json';
import ja from './ja.json';

describe('feedback translations', () => {
  it('translate every key into Japanese', () => {
    expect(untranslatedKeys(en, ja)).toEqual([]);
  });

  it.each(Object.values(FEEDBACK_CATEGORIES))('name the category %s', (key) => {
    expect(lookup(en, `categories.${key}`)).toEqual(expect.any(String));
    expect(lookup(ja, `categories.${key}`)).toEqual(expect.any(String));
  });

  it("keep the product's wording of the errors", () => {
    expect(lookup(en, 'errors.rateLimited')).toBe(
      "You're sending feedback too quickly. Please wait a moment before trying again.",
    );
    expect(lookup(en, 'errors.fallback')).toBe('Failed to submit feedback');
    expect(lookup(en, 'categories.generalFeedback')).toBe('General feedback');
    expect(lookup(en, 'categories.uiUxIssue')).toBe('UI/UX issue');
  });
});
