/**
 * A story tagged `dialog` ends with its dialog open: the Dialogs review page shows the story's last frame, and a
 * story whose play function closes its dialog would show the page behind it instead.
 */
import { afterEach, expect, type TestContext } from 'vitest';
import { storySetup } from '../story-setup';
import { DIALOG_TAG } from './dialog-stories';

storySetup('dialog tag');

/** What addon-vitest puts on the test context: the composed story. */
interface StoryContext extends TestContext {
  story?: { id: string; tags: string[] };
}

afterEach((context: StoryContext) => {
  if (!context.story?.tags.includes(DIALOG_TAG) || context.task.result?.state === 'fail') return;
  const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter((dialog) =>
    dialog.checkVisibility(),
  );
  expect(open.length, `${context.story.id} is tagged "${DIALOG_TAG}" but ends with no dialog open`).toBeGreaterThan(0);
});
