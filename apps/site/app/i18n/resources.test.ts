import { translationLeaves as leaves } from '@holostream/features/shared';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ja from '../locales/ja.json';

describe("the site's words", () => {
  it('are really translated: the Japanese shell is not the English one', () => {
    const english = new Map(leaves(en));
    const same = leaves(ja).filter(([path, value]) => english.get(path) === value);
    // Brand, title patterns and the copyright line are the same in both languages; little else may be.
    expect(same.length).toBeLessThan(english.size / 5);
  });
});
