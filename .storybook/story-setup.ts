/**
 * Vitest's browser runner imports the setup files again for each story file (under a new `?browserv=` query taken
 * from `Date.now()`), and the hooks they register belong to that file. A setup file imported under an old query is
 * the browser's cached module: it registers nothing, and its checks skip the whole file without a word (a clock left
 * standing did that to every file after the first). So each setup file registers here, and the preview fails a story
 * whose setup hooks did not run (preview.tsx).
 */
import { afterEach, beforeEach } from 'vitest';

declare global {
  /** Each setup file's name, and whether its hooks are around the story now running. */
  var storySetups: Map<string, boolean> | undefined;
}

/** Called at the top of a setup file: its hooks are seen to run around every story. */
export function storySetup(name: string): void {
  const setups = (globalThis.storySetups ??= new Map());
  setups.set(name, false);
  beforeEach(() => {
    setups.set(name, true);
  });
  afterEach(() => {
    setups.set(name, false);
  });
}
