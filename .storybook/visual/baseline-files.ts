import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { storyTitle } from '../review/story-index';
import { screenshotFileName } from './visual-config';

export { screenshotFileName };

const STORY_EXPORT = /^export const (\w+)\b/gm;

/** Every picture a story file may have: one per story. */
export function possibleBaselines(storySource: string): Set<string> {
  const title = storyTitle(storySource);
  if (!title) return new Set();
  const names = new Set<string>();
  for (const [, exportName = ''] of storySource.matchAll(STORY_EXPORT)) {
    names.add(screenshotFileName(toId(title, storyNameFromExport(exportName))));
  }
  return names;
}

/** Baselines left behind by a renamed or deleted story: they would never be compared again. */
export function orphanBaselines(pictures: readonly string[], storySource: string | undefined): string[] {
  if (storySource === undefined) return [...pictures];
  const possible = possibleBaselines(storySource);
  return pictures.filter((picture) => !possible.has(picture));
}
