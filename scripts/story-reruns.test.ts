import { describe, expect, it } from 'vitest';
import { storyFilesToRunAgain } from './story-reruns';

const files = [
  'apps/site/src/pages/home/home-page.stories.tsx',
  'packages/design-system/src/components/alert/alert.stories.tsx',
  'packages/design-system/src/components/card/card.stories.tsx',
  'packages/features/src/team/components/team-tab.stories.tsx',
];

describe('storyFilesToRunAgain', () => {
  it('runs again the files that failed and those the stopped run never reached, not the ones that passed', () => {
    const results = [
      { file: 'packages/features/src/team/components/team-tab.stories.tsx', status: 'passed' },
      { file: 'apps/site/src/pages/home/home-page.stories.tsx', status: 'failed' },
      { file: 'packages/design-system/src/components/alert/alert.stories.tsx', status: 'skipped' },
    ];
    expect(storyFilesToRunAgain(files, [], results)).toEqual([
      'apps/site/src/pages/home/home-page.stories.tsx',
      'packages/design-system/src/components/alert/alert.stories.tsx',
      'packages/design-system/src/components/card/card.stories.tsx',
    ]);
  });

  it('keeps to the files the run was asked for', () => {
    const results = [{ file: 'packages/design-system/src/components/alert/alert.stories.tsx', status: 'failed' }];
    expect(storyFilesToRunAgain(files, ['packages/design-system'], results)).toEqual([
      'packages/design-system/src/components/alert/alert.stories.tsx',
      'packages/design-system/src/components/card/card.stories.tsx',
    ]);
  });

  it('runs nothing again when every file passed', () => {
    const results = files.map((file) => ({ file, status: 'passed' }));
    expect(storyFilesToRunAgain(files, [], results)).toEqual([]);
  });
});
