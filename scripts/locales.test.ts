/**
 * Every namespace of the repository, found on disk (a `locales/en.json` beside its `ja.json`): the same keys in both
 * languages, nothing empty, and declared once with `defineTexts` beside it, so a new namespace is checked without
 * being listed anywhere. Japanese has no singular: an English `_one` needs only its `_other` there.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { translationLeaves } from '../packages/features/src/shared/testing/translation-tree';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const sourceRoots = ['packages/features/src', 'apps/site/app'];

function localeFolders(folder: string): string[] {
  const entries = readdirSync(folder, { withFileTypes: true });
  return entries.flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const child = path.join(folder, entry.name);
    return existsSync(path.join(child, 'en.json')) ? [child, ...localeFolders(child)] : localeFolders(child);
  });
}

const folders = sourceRoots.flatMap((source) => localeFolders(path.join(root, source)));
const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const keys = (tree: unknown) => translationLeaves(tree).map(([key]) => key);

describe('every namespace', () => {
  it('is found (the search can fail)', () => {
    expect(folders.length).toBeGreaterThanOrEqual(17);
  });

  describe.each(folders.map((folder) => [path.relative(root, folder), folder]))('%s', (_name, folder) => {
    const en = read(path.join(folder, 'en.json'));
    const ja = existsSync(path.join(folder, 'ja.json')) ? read(path.join(folder, 'ja.json')) : undefined;

    it('has the same keys in English and Japanese', () => {
      expect(ja, 'ja.json beside en.json').toBeDefined();
      const enKeys = keys(en);
      const jaKeys = keys(ja);
      const pluralOnly = (key: string) => key.endsWith('_one') && jaKeys.includes(key.replace(/_one$/, '_other'));
      expect(jaKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
      expect(enKeys.filter((key) => !jaKeys.includes(key) && !pluralOnly(key))).toEqual([]);
    });

    it('has nothing but words at its leaves', () => {
      const bad = [...translationLeaves(en), ...translationLeaves(ja)].filter(
        ([, value]) => typeof value !== 'string' || value.trim() === '',
      );
      expect(bad).toEqual([]);
    });

    it('is declared once, with defineTexts, next to its files', () => {
      // In `locales/texts.ts`, or in the one component of a feature that has one (its words at its top).
      const declarations = [folder, path.dirname(folder), path.join(path.dirname(folder), 'components')]
        .filter((place) => existsSync(place))
        .flatMap((place) => readdirSync(place).map((file) => path.join(place, file)))
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
        .filter((file) => /defineTexts\(/.test(readFileSync(file, 'utf8')));
      expect(declarations).toHaveLength(1);
    });
  });
});

/**
 * One name per thing in Japanese, across every page: the iOS capture app is the 撮影アプリ, the headset viewer app the
 * 視聴アプリ (a name the table of contents gives, the checklist must not give another way).
 */
const JAPANESE_NAMES: Record<string, RegExp> = {
  撮影アプリ: /キャプチャー?アプリ/,
  視聴アプリ: /ビューアー?アプリ/,
};

describe('Japanese', () => {
  // Brand names, title patterns and a copyright line are the same in both languages; little else may be.
  it.each(folders.map((folder) => [path.relative(root, folder), folder]))(
    '%s is really translated',
    (_name, folder) => {
      const english = new Map(translationLeaves(read(path.join(folder, 'en.json'))));
      const same = translationLeaves(read(path.join(folder, 'ja.json'))).filter(
        ([key, value]) => english.get(key) === value,
      );
      expect(same.length).toBeLessThan(english.size / 5);
    },
  );

  it.each(Object.entries(JAPANESE_NAMES))('names the app one way: %s', (_name, other) => {
    const elsewhere = folders.flatMap((folder) =>
      existsSync(path.join(folder, 'ja.json'))
        ? translationLeaves(read(path.join(folder, 'ja.json')))
            .filter(([, value]) => typeof value === 'string' && other.test(value))
            .map(([key]) => `${path.relative(root, folder)}: ${key}`)
        : [],
    );
    expect(elsewhere).toEqual([]);
  });
});
