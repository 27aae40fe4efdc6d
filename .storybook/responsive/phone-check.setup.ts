/**
 * Every story of a file tagged `responsive` holds up on a phone: after its play function and picture, the frame is
 * narrowed to the phone of the toolbar (390 × 844) and the page must not scroll sideways. Axe at phone width is
 * proven by the file's phone stories (addon-a11y runs on each) and by the journeys' sweep of every page on a phone
 * (e2e/a11y.spec.ts); no picture: the file's pictured phone stories show the layout.
 */
import { afterEach, expect, type TestContext } from 'vitest';
import { storySetup } from '../story-setup';
import { page } from 'vitest/browser';
import { PHONE_VIEWPORT, RESPONSIVE_TAG, sidewaysOverflow } from './responsive';

storySetup('phone check');

/** What addon-vitest puts on the test context: the composed story. */
interface StoryContext extends TestContext {
  story?: { id: string; tags: string[] };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Gives the story's frame the phone's size; returns how to give its size back. The frame's own box is resized (a
 * style on the iframe, whose page is of the same origin): Vitest's `page.viewport` resizes the whole browser page
 * through Playwright, there and back, a round trip per story. Out of a frame, `page.viewport`.
 */
async function narrowToPhone(): Promise<() => Promise<void>> {
  const frame = window.frameElement instanceof HTMLElement ? window.frameElement : null;
  if (!frame) {
    const { innerWidth: width, innerHeight: height } = window;
    await page.viewport(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
    return () => page.viewport(width, height);
  }
  const before = { width: frame.style.getPropertyValue('width'), height: frame.style.getPropertyValue('height') };
  frame.style.setProperty('width', `${PHONE_VIEWPORT.width}px`);
  frame.style.setProperty('height', `${PHONE_VIEWPORT.height}px`);
  return async () => {
    frame.style.setProperty('width', before.width);
    frame.style.setProperty('height', before.height);
  };
}

afterEach(async (context: StoryContext) => {
  const story = context.story;
  if (!story?.tags.includes(RESPONSIVE_TAG) || context.task.result?.state === 'fail') return;
  // A story shown at phone width is narrowed already.
  const restore = window.innerWidth > PHONE_VIEWPORT.width ? await narrowToPhone() : undefined;
  try {
    // A component that follows the width in script (a media query hook) renders again first.
    await nextFrame();
    expect(window.innerWidth, 'the frame is as wide as a phone').toBe(PHONE_VIEWPORT.width);
    // One that measures itself (the usage chart: a ResizeObserver, then a React render) may take a few frames more:
    // the check looks again for up to 2 s before calling it a sideways scroll.
    await expect
      .poll(() => sidewaysOverflow(document), {
        message: `${story.id} at phone width scrolls sideways`,
        timeout: 2_000,
        interval: 50,
      })
      .toEqual([]);
  } finally {
    if (restore) {
      await restore();
      await nextFrame();
    }
  }
});
