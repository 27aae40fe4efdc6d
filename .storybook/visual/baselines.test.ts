import { createHash } from 'node:crypto';
import { existsSync, globSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTwins } from '../../scripts/lighten-baselines';
import { orphanBaselines, possibleBaselines, screenshotFileName, takesPicture } from './baseline-files';
import samePictures from './same-pictures.json';
import { BASELINES_BUDGET } from './visual-config';

const root = path.resolve(import.meta.dirname, '../..');
const folders = globSync(['packages/*/src/**/__baselines__/*', 'apps/*/app/**/__baselines__/*'], { cwd: root });
const pictures = globSync(['packages/*/src/**/__baselines__/*/*.png', 'apps/*/app/**/__baselines__/*/*.png'], {
  cwd: root,
});
const twins = samePictures as Record<string, string>;

describe('the committed story baselines', () => {
  it('exist (the story test compares every story with one)', () => {
    expect(folders.length).toBeGreaterThan(50);
  });

  it('each belong to a story of the file beside their folder', () => {
    const orphans = folders.flatMap((folder) => {
      const storyFile = path.join(root, folder, '..', '..', `${path.basename(folder)}.stories.tsx`);
      const source = existsSync(storyFile) ? readFileSync(storyFile, 'utf8') : undefined;
      const pictures = readdirSync(path.join(root, folder));
      return orphanBaselines(pictures, source).map((picture) => `${folder}/${picture}`);
    });
    // Delete these after renaming or removing a story; `npm run test:visual:update` writes the new ones.
    expect(orphans).toEqual([]);
  });

  const weight = (file: string) => readFileSync(path.join(root, file)).length;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

  it(`weigh at most ${mb(BASELINES_BUDGET.perFileBytes)} a story file`, () => {
    const byFolder = new Map<string, number>();
    for (const file of pictures)
      byFolder.set(path.dirname(file), (byFolder.get(path.dirname(file)) ?? 0) + weight(file));
    const heaviest = Math.max(...byFolder.values());
    console.info(`Story pictures: the heaviest file ${mb(heaviest)} of ${mb(BASELINES_BUDGET.perFileBytes)} allowed.`);
    // Over it: picture fewer of the file's states (a story's `parameters.visual`), e.g. Japanese at phone width only.
    const over = [...byFolder].filter(([, bytes]) => bytes > BASELINES_BUDGET.perFileBytes);
    expect(over.map(([folder, bytes]) => `${folder}: ${mb(bytes)}`)).toEqual([]);
  });

  it(`weigh at most ${mb(BASELINES_BUDGET.totalBytes)} together`, () => {
    const total = pictures.reduce((sum, file) => sum + weight(file), 0);
    console.info(
      `Story pictures: ${mb(total)} of ${mb(BASELINES_BUDGET.totalBytes)}, ${mb(BASELINES_BUDGET.totalBytes - total)} left.`,
    );
    expect(total).toBeLessThanOrEqual(BASELINES_BUDGET.totalBytes);
  });

  it('hold each picture once: no two files are the same bytes', () => {
    const byHash = new Map<string, string[]>();
    for (const file of pictures) {
      const hash = createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest('hex');
      byHash.set(hash, [...(byHash.get(hash) ?? []), file]);
    }
    // scripts/lighten-baselines.ts keeps one and lists the others in same-pictures.json.
    expect([...byHash.values()].filter((group) => group.length > 1)).toEqual([]);
  });

  it('list as the same picture only stories without a file of their own, pointing at a file that exists', () => {
    const names = new Set(pictures.map((file) => path.basename(file, '.png')));
    const broken = Object.entries(twins).filter(([name, kept]) => names.has(name) || !names.has(kept));
    expect(broken).toEqual([]);
  });

  it('list as the same picture only pictures a story still takes (none of a renamed or deleted story)', () => {
    const storyFiles = globSync(['packages/*/src/**/*.stories.tsx', 'apps/site/app/**/*.stories.tsx'], { cwd: root });
    const taken = new Set(
      storyFiles.flatMap((file) =>
        [...possibleBaselines(readFileSync(path.join(root, file), 'utf8'))].map((name) => name.replace(/\.png$/, '')),
      ),
    );
    expect(Object.keys(twins).filter((name) => !taken.has(name))).toEqual([]);
  });
});

describe('findTwins', () => {
  const file = (name: string, hash: string) => ({ name, hash });

  it('keeps the first by name of pictures with the same bytes, and points the others at it', () => {
    expect(findTwins([file('b', '1'), file('a', '1'), file('c', '2')], {})).toEqual({
      twins: { b: 'a' },
      remove: ['b'],
    });
  });

  it('keeps a known twin while its kept picture exists and it has no file again', () => {
    expect(findTwins([file('a', '1')], { b: 'a', c: 'gone' })).toEqual({ twins: { b: 'a' }, remove: [] });
    // Pictured again by an update and now different: it is its own picture.
    expect(findTwins([file('a', '1'), file('b', '2')], { b: 'a' })).toEqual({ twins: {}, remove: [] });
  });

  it('keeps the picture others already point to, and re-points what pointed at a removed one', () => {
    expect(findTwins([file('a', '1'), file('z', '1')], { y: 'z' })).toEqual({
      twins: { a: 'z', y: 'z' },
      remove: ['a'],
    });
  });
});

const source = `
const expired = { title: 'Your invitation code' };
const meta = {
  title: 'Features/Team/InvitationCode',
  parameters: { visual: { pictures: 'all' } },
} satisfies Meta;
export default meta;
export const ActiveCreatedOnFirstOpen: Story = {};
export const Japanese: Story = {};
`;

describe('orphanBaselines', () => {
  it('names the file Vitest writes for a story id', () => {
    expect(screenshotFileName('features-team-invitationcode--japanese')).toBe(
      'features-team-invitationcode-japanese.png',
    );
  });

  it('accepts the pictures of the stories', () => {
    expect(possibleBaselines(source)).toContain('features-team-invitationcode-active-created-on-first-open.png');
    expect(orphanBaselines(['features-team-invitationcode-japanese.png'], source)).toEqual([]);
  });

  it('reports a phone picture of a story that is not itself a phone story (a responsive story has none)', () => {
    expect(orphanBaselines(['features-team-invitationcode-japanese-phone.png'], source)).toEqual([
      'features-team-invitationcode-japanese-phone.png',
    ]);
  });

  it('reports a picture of a renamed story, and every picture of a deleted story file', () => {
    expect(orphanBaselines(['features-team-invitationcode-expired.png'], source)).toEqual([
      'features-team-invitationcode-expired.png',
    ]);
    expect(orphanBaselines(['a.png'], undefined)).toEqual(['a.png']);
  });
});

describe('takesPicture', () => {
  const source = (meta: string) =>
    [
      'const meta = {',
      "  title: 'Features/Auth/LoginScreen',",
      meta,
      '};',
      'export const Form = {};',
      'export const FormJapanese = {};',
      'export const ErrorJapanesePhone = {};',
    ].join('\n');

  it('pictures no story of a file that names none', () => {
    expect([...possibleBaselines(source('  parameters: { msw: sandbox() },'))]).toEqual([]);
    expect(takesPicture('features-auth-loginscreen--form', undefined)).toBe(false);
  });

  it('pictures the stories the meta names, or all of them', () => {
    const names = possibleBaselines(source("  parameters: { visual: { pictures: ['Form', 'ErrorJapanesePhone'] } },"));
    expect([...names].sort()).toEqual([
      'features-auth-loginscreen-error-japanese-phone.png',
      'features-auth-loginscreen-form.png',
    ]);
    expect(possibleBaselines(source("  parameters: { visual: { pictures: 'all' } },"))).toHaveProperty('size', 3);
    expect(takesPicture('features-auth-loginscreen--form-japanese', ['Form'])).toBe(false);
    expect(takesPicture('features-auth-loginscreen--form-japanese', 'all')).toBe(true);
  });
});
