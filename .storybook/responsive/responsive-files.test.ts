import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESPONSIVE_TAG } from './responsive';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/**
 * The screen-level story files: the site's pages, layout and shell, every feature's components
 * (account tabs, checkout, auth, feedback, their dialogs and cards), and the design system's dialog kinds.
 */
const SCREEN_FILES = globSync(
  [
    'apps/site/app/**/*.stories.tsx',
    'packages/features/src/*/components/*.stories.tsx',
    'packages/design-system/src/components/{dialog,alert-dialog,notice-dialog}/*.stories.tsx',
  ],
  { cwd: root },
).sort();

// The meta's tags, and a story's globals at phone width (`PHONE`, `viewports.phone`, `viewport: { value: 'phone' }`).
const META_TAGS = /^const meta\b[\s\S]*?^ {2}tags: \[([^\]]*)\]/m;
const PHONE_STORY = /\bglobals: [^\n]*(?:\bPHONE\b|value: 'phone'|viewports\.phone)/;

const tagsOf = (source: string) =>
  (META_TAGS.exec(source)?.[1] ?? '').split(',').map((tag) => tag.trim().replace(/'/g, ''));

describe('phone views', () => {
  it('cover at least twenty screen-level story files', () => {
    expect(SCREEN_FILES.length).toBeGreaterThanOrEqual(20);
  });

  it(`tag every screen-level story file "${RESPONSIVE_TAG}": each story is checked at phone width too`, () => {
    expect(SCREEN_FILES.filter((file) => !tagsOf(read(file)).includes(RESPONSIVE_TAG))).toEqual([]);
  });

  it(`give every file tagged "${RESPONSIVE_TAG}" a story shown at phone width (its picture is the phone view)`, () => {
    const tagged = globSync(['packages/*/src/**/*.stories.tsx', 'apps/site/app/**/*.stories.tsx'], {
      cwd: root,
    }).filter((file) => tagsOf(read(file)).includes(RESPONSIVE_TAG));
    expect(tagged.filter((file) => !PHONE_STORY.test(read(file)))).toEqual([]);
  });
});
