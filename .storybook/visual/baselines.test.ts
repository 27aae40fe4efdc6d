import { existsSync, globSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orphanBaselines, possibleBaselines, screenshotFileName } from './baseline-files';

const root = path.resolve(import.meta.dirname, '../..');
const folders = globSync(['packages/*/src/**/__baselines__/*', 'apps/*/src/**/__baselines__/*'], { cwd: root });

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
});

const source = `
const expired = { title: 'Your invitation code' };
const meta = {
  title: 'Features/Team/InvitationCode',
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

  it('accepts the pictures of the stories and their phone variants', () => {
    expect(possibleBaselines(source)).toContain('features-team-invitationcode-active-created-on-first-open.png');
    expect(
      orphanBaselines(
        ['features-team-invitationcode-japanese.png', 'features-team-invitationcode-japanese-phone.png'],
        source,
      ),
    ).toEqual([]);
  });

  it('reports a picture of a renamed story, and every picture of a deleted story file', () => {
    expect(orphanBaselines(['features-team-invitationcode-expired.png'], source)).toEqual([
      'features-team-invitationcode-expired.png',
    ]);
    expect(orphanBaselines(['a.png'], undefined)).toEqual(['a.png']);
  });
});
