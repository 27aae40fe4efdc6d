import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sanitize, storyNameFromExport, toId } from 'storybook/internal/csf';
import { storyTitle } from '../review/story-index';
import { screenshotFileName } from './visual-config';

export { screenshotFileName };

/**
 * Whether a story shows Japanese at desktop width, by its id (the convention of the story files: `…Japanese`,
 * with `Phone` or `Mobile` in the name when at phone width).
 */
export function isJapaneseAtDesktop(storyId: string): boolean {
  const name = storyId.split('--')[1] ?? '';
  return /(^|-)japanese(-|$)/.test(name) && !/(^|-)(phone|mobile)(-|$)/.test(name);
}

/**
 * Whether a story takes a picture. Every story does, except a Japanese story at desktop width in
 * a file whose meta names its Japanese pictures (`parameters.visual.japanese`: export names): such a state is
 * pictured in English, and Japanese is pictured at phone width, where its lines break tightest, and in the states
 * the file names (its main screens). The others' Japanese texts are asserted by their play functions, axe runs on
 * them, and a responsive file's phone check narrows them too.
 */
export function takesPicture(storyId: string, japanesePictures: readonly string[] | undefined): boolean {
  if (!japanesePictures || !isJapaneseAtDesktop(storyId)) return true;
  const name = storyId.split('--')[1];
  return japanesePictures.some((exportName) => sanitize(storyNameFromExport(exportName)) === name);
}

const STORY_EXPORT = /^export const (\w+)\b/gm;
// `visual: { japanese: ['FormJapanese', …] }` in the meta (export names in quotes).
const JAPANESE_PICTURES = /\bvisual:\s*\{[^}]*?\bjapanese:\s*\[([^\]]*)\]/;

/** The Japanese stories at desktop width a story file pictures (`parameters.visual.japanese`), if it names them. */
export function japanesePictures(storySource: string): string[] | undefined {
  const list = JAPANESE_PICTURES.exec(storySource)?.[1];
  return list === undefined ? undefined : [...list.matchAll(/'(\w+)'/g)].map(([, name = '']) => name);
}

/** Every picture a story file may have: one per story that takes one (`takesPicture`). */
export function possibleBaselines(storySource: string): Set<string> {
  const title = storyTitle(storySource);
  if (!title) return new Set();
  const japanese = japanesePictures(storySource);
  const names = new Set<string>();
  for (const [, exportName = ''] of storySource.matchAll(STORY_EXPORT)) {
    const id = toId(title, storyNameFromExport(exportName));
    if (takesPicture(id, japanese)) names.add(screenshotFileName(id));
  }
  return names;
}

/** Baselines left behind by a renamed or deleted story: they would never be compared again. */
export function orphanBaselines(pictures: readonly string[], storySource: string | undefined): string[] {
  if (storySource === undefined) return [...pictures];
  const possible = possibleBaselines(storySource);
  return pictures.filter((picture) => !possible.has(picture));
}

/** The ids of the stories under `root` that take no picture (`takesPicture`), for the story test (vitest.config.ts). */
export function unpicturedStories(root: string): string[] {
  const files = globSync(['packages/*/src/**/*.stories.tsx', 'apps/*/app/**/*.stories.tsx'], { cwd: root });
  return files.flatMap((file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const title = storyTitle(source);
    if (!title) return [];
    const japanese = japanesePictures(source);
    return [...source.matchAll(STORY_EXPORT)]
      .map(([, exportName = '']) => toId(title, storyNameFromExport(exportName)))
      .filter((id) => !takesPicture(id, japanese));
  });
}
