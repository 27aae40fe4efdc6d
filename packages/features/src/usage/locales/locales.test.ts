import { describe, expect, it } from 'vitest';
import { translationAt as lookup, untranslatedKeys } from '../../shared/testing/translation-tree';
import en from './en.json';
import ja from './ja.json';

describe('usage translations', () => {
  it('translate every key into Japanese', () => {
    expect(untranslatedKeys(en, ja)).toEqual([]);
  });

  it("keep the product's wording", () => {
    expect(lookup(en, 'error.title')).toBe('Failed to load usage data');
    expect(lookup(en, 'range.invalidReason')).toMatch(/^Invalid range\. /);
  });

  it('write durations as hours, minutes and seconds', () => {
    expect(lookup(en, 'duration')).toBe('{{hours}}h {{mm}}m {{ss}}s');
    expect(lookup(ja, 'duration')).toBe('{{hours}}時間{{minutes}}分{{seconds}}秒');
  });
});
