import { describe, expect, it } from 'vitest';
import { translationAt as lookup } from '../../shared/testing/translation-tree';
import en from './en.json';

describe('card translations', () => {
  it("keep the product's wording of the card errors", () => {
    expect(lookup(en, 'failure.cardElementMissing')).toBe('Card Element not found');
    expect(lookup(en, 'failure.registerFailed')).toBe('Failed to register payment method');
    expect(lookup(en, 'failure.unexpected')).toBe('An unexpected error occurred');
  });
});
