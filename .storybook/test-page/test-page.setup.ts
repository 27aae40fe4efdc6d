/**
 * After every story, passed or failed, before the other after-hooks (registered last, so run first): the tabs it
 * opened are closed and the test page is in front again. The other hooks skip a failed story, so a story that
 * failed with a tab open used to leave the page behind for every story after it. A failed story also logs the
 * page's and the machine's state, for the day the browser, not the story, is what broke (CI, stop 28).
 */
import { afterEach, type TestContext } from 'vitest';
import { storySetup } from '../story-setup';
import { commands } from 'vitest/browser';
import type {} from './test-page-commands';

storySetup('test page');

interface StoryContext extends TestContext {
  story?: { id: string };
}

afterEach(async (context: StoryContext) => {
  if (!context.story) return;
  const hidden = document.visibilityState === 'hidden';
  const report = await commands.keepTestPageInFront(hidden);
  if (context.task.result?.state !== 'fail') return;
  console.warn(
    `[test page] ${context.story.id} failed: page ${hidden ? 'hidden' : 'visible'}, ` +
      `${report.closedTabs} other tabs closed; ` +
      `machine load ${report.load.toFixed(1)}, ${report.freeMegabytes} MB free`,
  );
});
