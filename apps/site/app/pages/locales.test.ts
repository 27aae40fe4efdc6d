import { translationLeaves as leaves } from '@holostream/features/shared';
import { describe, expect, it } from 'vitest';
import { pageResources } from '../i18n/page-resources';

describe('public page translations', () => {
  const namespaces = ['home', 'about', 'contact', 'legal', 'disclosure'];

  it.each(namespaces)('%s has the same keys in English and Japanese, none empty', (namespace) => {
    const en = leaves(pageResources.en?.[namespace]);
    const ja = leaves(pageResources.ja?.[namespace]);
    expect(en.length).toBeGreaterThan(0);
    expect(ja.map(([path]) => path)).toEqual(en.map(([path]) => path));
    for (const [path, text] of [...en, ...ja]) {
      expect(typeof text === 'string' && text.trim().length > 0, path).toBe(true);
    }
  });
});
