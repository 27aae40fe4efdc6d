/**
 * Every story of a file tagged `responsive` holds up on a phone. After its play function and
 * picture, the frame is narrowed to the phone of the toolbar (390 × 844): the page must not scroll sideways, and
 * axe must pass there too (a phone shows other controls: the menu button, cards instead of a table). No picture:
 * the file's phone stories are pictured, and a phone picture of every state would only weigh.
 */
import { afterEach, expect, type TestContext } from 'vitest';
import { page } from 'vitest/browser';
import { PHONE_VIEWPORT, RESPONSIVE_TAG, sidewaysOverflow } from './responsive';

/** What addon-vitest puts on the test context: the composed story. */
interface StoryContext extends TestContext {
  story?: { id: string; tags: string[]; parameters: { a11y?: { test?: string } } };
}

/** What addon-a11y leaves out of its own run: Storybook's elements, and landmarks (a component is not a page). */
const AXE_CONTEXT = {
  include: [document.body],
  exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
};

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
  // A story shown at phone width already had its picture and axe there: only the sideways check is left.
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
    if (!restore || story.parameters.a11y?.test === 'off') return;
    // As addon-a11y loads and configures it: axe-core is a CommonJS module.
    const axe = (await import('axe-core')).default;
    axe.reset();
    axe.configure({ rules: [{ id: 'region', enabled: false }] });
    const results = await axe.run(AXE_CONTEXT);
    const violations = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`),
    );
    expect(violations, `${story.id} at phone width`).toEqual([]);
  } finally {
    if (restore) {
      await restore();
      await nextFrame();
    }
  }
});
