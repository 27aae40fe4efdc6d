import { featureResources } from '@holostream/features/resources';
import { mergeResources, translationLeaves as leaves } from '@holostream/features/shared';
import { describe, expect, it } from 'vitest';
import { siteResources } from './page-resources';
import { shellResources, toFeatureResources } from './resources';

const resources = mergeResources(toFeatureResources(featureResources), siteResources);
const en = leaves(resources.en);
const ja = leaves(resources.ja);

describe('translations (site + features)', () => {
  it("load the shell up front and leave every page's words to its route", () => {
    expect(Object.keys(shellResources.en ?? {})).toEqual(['site']);
    for (const page of ['home', 'about', 'contact', 'legal', 'disclosure', 'auth', 'pricing', 'checkout']) {
      expect(Object.keys(resources.en ?? {})).toContain(page);
    }
    expect(Object.keys(resources.en ?? {})).toEqual(expect.arrayContaining(Object.keys(shellResources.en ?? {})));
  });

  it('include the site shell and every feature namespace in both languages', () => {
    expect(Object.keys(resources.en ?? {})).toEqual(expect.arrayContaining(['site', 'auth']));
    expect(Object.keys(resources.ja ?? {}).sort()).toEqual(Object.keys(resources.en ?? {}).sort());
  });

  it('have the same keys in English and Japanese, recursively (Japanese has no singular plural form)', () => {
    const enPaths = en.map(([path]) => path);
    const jaPaths = ja.map(([path]) => path);
    // i18next picks `_other` for every Japanese count; an English `_one` needs only its `_other` there.
    const pluralOnly = (path: string) => path.endsWith('_one') && jaPaths.includes(path.replace(/_one$/, '_other'));
    expect(enPaths.length).toBeGreaterThan(50);
    expect(jaPaths.filter((path) => !enPaths.includes(path))).toEqual([]);
    expect(enPaths.filter((path) => !jaPaths.includes(path) && !pluralOnly(path))).toEqual([]);
  });

  it.each([
    ['English', en],
    ['Japanese', ja],
  ])('have no empty strings and nothing but strings at the leaves (%s)', (_language, tree) => {
    const bad = tree.filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it('are really translated: the Japanese shell is not the English one', () => {
    const enSite = new Map(en.filter(([path]) => path.startsWith('site.')));
    const same = ja.filter(([path, value]) => path.startsWith('site.') && enSite.get(path) === value);
    // Brand, title patterns and the copyright line are the same in both languages; little else may be.
    expect(same.length).toBeLessThan(enSite.size / 5);
  });
});
