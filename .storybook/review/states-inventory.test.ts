import { readFileSync, globSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_STATES } from './states';
import { keysOfComment, storiesByState } from './story-index';

const root = path.resolve(import.meta.dirname, '../..');
const sources = Object.fromEntries(
  globSync(['packages/*/src/**/*.stories.tsx', 'apps/site/app/**/*.stories.tsx'], { cwd: root }).map((file) => [
    file,
    readFileSync(path.join(root, file), 'utf8'),
  ]),
);

describe('the inventory of screen states', () => {
  const index = storiesByState(sources);

  it('has unique keys', () => {
    const keys = SCREEN_STATES.map((state) => state.key);
    expect(keys.filter((key, at) => keys.indexOf(key) !== at)).toEqual([]);
  });

  it('has a story for every state (named at the start of the story JSDoc)', () => {
    const missing = SCREEN_STATES.filter((state) => !index.has(state.key)).map((state) => state.key);
    expect(missing).toEqual([]);
  });

  it('is what the stories refer to: no story names a state the inventory lacks', () => {
    const known = new Set(SCREEN_STATES.map((state) => state.key));
    const prefixes = new Set(SCREEN_STATES.map((state) => state.key.split('.')[0]));
    const unknown = [...index.keys()].filter(
      (key) => prefixes.has(key.split('.')[0] ?? '') && key.includes('.') && !known.has(key),
    );
    expect(unknown).toEqual([]);
  });
});

describe('keysOfComment', () => {
  it('reads the keys before the first colon', () => {
    expect(keysOfComment(' general.cancel.confirm / general.cancel.busy: the dialog.')).toEqual([
      'general.cancel.confirm',
      'general.cancel.busy',
    ]);
    expect(keysOfComment(' shell.header.mobile-menu-open (closed) in Japanese.')).toContain(
      'shell.header.mobile-menu-open',
    );
    expect(keysOfComment(' The subscription is still loading: a busy placeholder.')).not.toContain('general.free');
  });
});
