import { sanitize, storyNameFromExport, toId } from 'storybook/internal/csf';
import { storyTitle } from '../review/story-index';
import { screenshotFileName } from './visual-config';

export { screenshotFileName };

/** Which stories of a file take a picture: `parameters.visual.pictures` of its meta, `'all'` or export names. */
export type Pictures = 'all' | readonly string[] | undefined;

/**
 * Whether a story takes a picture: only where the picture is the point (docs/decisions/0003-story-pictures.md).
 * A file names its pictured stories in its meta (`parameters: { visual: { pictures: ['Form', 'FormJapanesePhone'] } }`)
 * or pictures them all (`'all'`: the design system's components, the site's pages and layout); a file that names none
 * takes none. What a story asserts does not depend on its picture.
 */
export function takesPicture(storyId: string, pictures: Pictures): boolean {
  if (pictures === 'all') return true;
  const name = storyId.split('--')[1];
  return (pictures ?? []).some((exportName) => sanitize(storyNameFromExport(exportName)) === name);
}

const STORY_EXPORT = /^export const (\w+)\b/gm;
// `visual: { pictures: 'all' }` or `visual: { pictures: ['Form', …] }` in the meta.
const PICTURES = /\bvisual:\s*\{\s*pictures:\s*('all'|\[[^\]]*\])/;

/** The pictures a story file's meta asks for (`parameters.visual.pictures`). */
export function picturesOf(storySource: string): Pictures {
  const value = PICTURES.exec(storySource)?.[1];
  if (value === undefined) return undefined;
  if (value === "'all'") return 'all';
  return [...value.matchAll(/'(\w+)'/g)].map(([, name = '']) => name);
}

/** Every picture a story file may have: one per story that takes one (`takesPicture`). */
export function possibleBaselines(storySource: string): Set<string> {
  const title = storyTitle(storySource);
  if (!title) return new Set();
  const pictures = picturesOf(storySource);
  const names = new Set<string>();
  for (const [, exportName = ''] of storySource.matchAll(STORY_EXPORT)) {
    const id = toId(title, storyNameFromExport(exportName));
    if (takesPicture(id, pictures)) names.add(screenshotFileName(id));
  }
  return names;
}

/** Baselines left behind by a renamed or deleted story: they would never be compared again. */
export function orphanBaselines(pictures: readonly string[], storySource: string | undefined): string[] {
  if (storySource === undefined) return [...pictures];
  const possible = possibleBaselines(storySource);
  return pictures.filter((picture) => !possible.has(picture));
}
