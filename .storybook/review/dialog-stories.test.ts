import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { dialogStateKey, frameWidthOf, languageOf, stateOfEachStory } from './dialog-stories';
import { SCREEN_STATES } from './states';
import { storiesByState, storyTitle } from './story-index';

const root = path.resolve(import.meta.dirname, '../..');
const sources = Object.fromEntries(
  globSync(['packages/*/src/**/*.stories.tsx', 'apps/site/app/**/*.stories.tsx'], { cwd: root }).map((file) => [
    file,
    readFileSync(path.join(root, file), 'utf8'),
  ]),
);

/**
 * The stories tagged `dialog` in their source. Only a story's own `tags` count, as in Storybook's index (which the
 * page reads): a story spreading a tagged one (`{ ...Open, … }`) is tagged again.
 */
function dialogStories(): { id: string; title: string; name: string }[] {
  const found: { id: string; title: string; name: string }[] = [];
  for (const source of Object.values(sources)) {
    const title = storyTitle(source);
    if (!title) continue;
    const defined = /^export const (\w+): Story = \{([^\n]*\n(?: {2}[^\n]*\n){0,3})/gm;
    for (const [, exportName = '', start = ''] of source.matchAll(defined)) {
      if (!start.includes(`tags: ['dialog']`)) continue;
      // Storybook's id comes from the export; the language, from the name shown.
      const name = /\bname: '([^']+)'/.exec(start)?.[1] ?? storyNameFromExport(exportName);
      found.push({ id: toId(title, storyNameFromExport(exportName)), title, name });
    }
  }
  return found;
}

describe('the dialog stories (the Dialogs review page)', () => {
  const stories = dialogStories();
  const stateOf = stateOfEachStory(
    storiesByState(sources),
    SCREEN_STATES.map((state) => state.key),
  );
  const states = new Map<string, Set<string>>();
  for (const story of stories) {
    const state = dialogStateKey(stateOf.get(story.id), story);
    states.set(state, new Set([...(states.get(state) ?? []), languageOf(story.name)]));
  }

  it('are many: every dialog of the product', () => {
    expect(states.size).toBeGreaterThanOrEqual(15);
  });

  it('each name a state of the inventory first in their JSDoc, as the page groups them by it', () => {
    const known = new Set(SCREEN_STATES.map((state) => state.key));
    expect([...states.keys()].filter((state) => !known.has(state))).toEqual([]);
  });

  it('show every dialog in English and in Japanese', () => {
    const missing = [...states].filter(([, languages]) => languages.size < 2).map(([state]) => state);
    expect(missing).toEqual([]);
  });
});

describe('languageOf', () => {
  it('reads the language from the naming convention', () => {
    expect(languageOf('Remove Confirm Japanese')).toBe('ja');
    expect(languageOf('Add Form Japanese Phone')).toBe('ja');
    expect(languageOf('shell.session-expired · waiting · ja')).toBe('ja');
    expect(languageOf('shell.header.mobile-menu-open · signed in')).toBe('en');
    expect(languageOf('Remove Confirm Open')).toBe('en');
  });
});

describe('frameWidthOf', () => {
  it('gives a story made for the phone the width of a phone', () => {
    expect(frameWidthOf('Add Form Japanese Phone')).toBe(390);
    expect(frameWidthOf('shell.header.mobile-menu-open · signed in · phone')).toBe(390);
    expect(frameWidthOf('Remove Confirm Japanese')).toBe('100%');
  });
});
