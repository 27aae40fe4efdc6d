/**
 * The Dialogs review page (dialogs.mdx) lists the stories carrying this tag. A story carries it when its play
 * function ends with its dialog open (checked after every such story: dialog-tag.setup.ts).
 */
export const DIALOG_TAG = 'dialog';

/**
 * The page shows each story in a frame of its own. Frames of one origin share `localStorage`, where a story keeps
 * its session: one story signing in (or its `beforeEach` clearing the storage) would sign the others out. With this
 * URL parameter the preview keeps its storage in memory (isolated-storage.ts).
 */
export const ISOLATED_STORAGE_PARAM = 'isolated-storage';

export type Language = 'en' | 'ja';

/** A story's language, by the naming convention of the stories (`…Japanese`, `… · ja`). */
export function languageOf(storyName: string): Language {
  return /\bJapanese\b|·\s*ja\b/.test(storyName) ? 'ja' : 'en';
}

/**
 * The state each story shows, for grouping: of the keys its JSDoc names (state key → stories, story-index.ts), the
 * first one the inventory knows, in the inventory's order.
 */
export function stateOfEachStory(index: Map<string, { id: string }[]>, knownStates: string[]): Map<string, string> {
  const states = new Map<string, string>();
  for (const state of knownStates) {
    for (const story of index.get(state) ?? []) if (!states.has(story.id)) states.set(story.id, state);
  }
  return states;
}

/** The state a dialog story shows, else (a story naming no state) its component's title. */
export function dialogStateKey(stateKey: string | undefined, story: { title: string }): string {
  return stateKey ?? story.title;
}

/**
 * The width a story's frame gets on the page: a story made for the phone (`…Phone`, `… · phone`) needs the phone's
 * layout (its menu, its play function's checks), the others the desktop's.
 */
export function frameWidthOf(storyName: string): number | '100%' {
  return /phone/i.test(storyName) ? 390 : '100%';
}
