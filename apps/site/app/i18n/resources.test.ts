import { featureResources } from '@holostream/features/resources';
import { mergeResources, translationLeaves as leaves } from '@holostream/features/shared';
import { describe, expect, it } from 'vitest';
import { siteResources } from './page-resources';
import { i18nFor } from './i18n';

const resources = mergeResources(featureResources, siteResources);
const en = leaves(resources.en);
const ja = leaves(resources.ja);

describe('translations (site + features)', () => {
  it("load the shell's words in the page's language up front and leave every page's words to its route", () => {
    for (const language of ['en', 'ja'] as const) {
      expect(Object.keys(i18nFor(language).store.data)).toEqual([language]);
      expect(Object.keys(i18nFor(language).store.data[language] ?? {})).toEqual(['site']);
    }
    for (const page of ['home', 'about', 'contact', 'legal', 'disclosure', 'auth', 'pricing', 'checkout']) {
      expect(Object.keys(resources.en ?? {})).toContain(page);
    }
  });

  it('include the site shell and every feature namespace in both languages', () => {
    expect(Object.keys(resources.en ?? {})).toEqual(expect.arrayContaining(['site', 'auth']));
    expect(Object.keys(resources.ja ?? {}).sort()).toEqual(Object.keys(resources.en ?? {}).sort());
  });

  it('are really translated: the Japanese shell is not the English one', () => {
    const enSite = new Map(en.filter(([path]) => path.startsWith('site.')));
    const same = ja.filter(([path, value]) => path.startsWith('site.') && enSite.get(path) === value);
    // Brand, title patterns and the copyright line are the same in both languages; little else may be.
    expect(same.length).toBeLessThan(enSite.size / 5);
  });
});
