/**
 * Story pictures, part of `npm run test:stories` and so of `npm test`: after a pictured story's play function has
 * passed and the page has settled, the page is compared with the committed baseline beside the story file
 * (`__baselines__/<file>/<story id>.png`). Only where the picture is the point: a file's meta names its pictured
 * stories (`parameters.visual.pictures`, baseline-files.ts). `npm run test:visual:update` writes the baselines
 * (README, "Visual regression"). Same machine, same pixels: the world is fixed (../fixed-world.setup.ts), motion is
 * reduced (vitest.config.ts) and the fonts are the machine's (Noto Sans CJK from .ci/run).
 */
import { afterEach, expect, inject, type TestContext } from 'vitest';
import { storySetup } from '../story-setup';
import { page } from 'vitest/browser';
import samePictures from './same-pictures.json';
import { takesPicture, type Pictures } from './baseline-files';
import { screenshotFileName } from './visual-config';

storySetup('pictures');

declare module 'vitest' {
  export interface ProvidedContext {
    /** `npm run test:visual:update`: every story is pictured under its own name (vitest.config.ts). */
    visualUpdate: boolean;
  }
}

/**
 * The name a story's picture is compared under: its own, or the one of the picture it is byte for byte the same
 * as (same-pictures.json, written by scripts/lighten-baselines.ts, which keeps one file of each). When the
 * baselines are updated, each story is pictured under its own name again and the script finds the twins anew.
 */
function pictureName(name: string): string {
  const own = screenshotFileName(name).replace(/\.png$/, '');
  if (inject('visualUpdate')) return own;
  return (samePictures as Record<string, string | undefined>)[own] ?? own;
}

/** What addon-vitest puts on the test context: the composed story. */
interface StoryContext extends TestContext {
  story?: { id: string; parameters: { visual?: { pictures?: Pictures } } };
}

/**
 * The page has settled before its picture: every font in and every finite animation ended (a busy or loading state
 * is the story's own subject). The comparison then waits for two equal captures.
 */
async function settled(): Promise<void> {
  await document.fonts.ready;
  const ending = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.allSettled(ending.map((animation) => animation.finished));
}

afterEach(async (context: StoryContext) => {
  const story = context.story;
  // A failed story already says what is wrong; its picture would only add noise.
  if (!story || context.task.result?.state === 'fail') return;
  if (!takesPicture(story.id, story.parameters.visual?.pictures)) return;
  await settled();
  await matchPage(pictureName(story.id));
});

/**
 * Whether Chromium draws a focus-visible ring after a scripted click depends on what the page saw
 * before (keyboard or pointer): the rings are left out of the pictures (the stories assert focus).
 * An iframe of another site (the demo video's player) shows, offline, Chromium's error page, drawn or
 * not yet depending on how fast the name lookup fails: its box stays, its content is left out. (The
 * style reaches every frame, the test runner's own http://localhost one too: hence https only.)
 */
const STEADY_STYLE = [
  '*, *::before, *::after { outline-color: transparent !important; }',
  'iframe[src^="https:"] { visibility: hidden !important; }',
].join('\n');

/**
 * What a story's picture shows: the whole body (dialogs and popovers are portalled outside the story's root), or,
 * while a modal dialog dims the page, the dialog on top alone: the page behind it is pictured by its own stories,
 * and dimmed it would only weigh.
 */
function pictured(): HTMLElement {
  if (!document.querySelector('[data-slot$="-overlay"][data-state="open"]')) return document.body;
  const dialogs = [
    ...document.querySelectorAll<HTMLElement>(
      '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
    ),
  ].filter((dialog) => dialog.checkVisibility());
  return dialogs.at(-1) ?? document.body;
}

/**
 * The part of `element` the story's frame shows. Chromium paints a frame only within its own box: a picture of a
 * body taller than the frame was white below it (and above, once a story scrolled), compared but showing nothing,
 * and it weighed (docs/decisions/0003-story-pictures.md). A story whose subject lies below the frame brings it into view (the usage tab's chart stories); six that do
 * not yet share another's picture, their play functions asserting the subject. An empty, fixed box over that part
 * is what is pictured (Playwright pictures whatever the page paints in an element's box); it is removed after the
 * picture. Undefined when the element is within the frame already.
 */
function frameView(element: HTMLElement): HTMLElement | undefined {
  const box = element.getBoundingClientRect();
  const top = Math.max(0, box.top);
  const left = Math.max(0, box.left);
  const bottom = Math.min(window.innerHeight, box.bottom);
  const right = Math.min(window.innerWidth, box.right);
  if (top === box.top && left === box.left && bottom === box.bottom && right === box.right) return undefined;
  if (bottom <= top || right <= left) return undefined;
  const view = document.createElement('div');
  view.dataset.visualFrameView = '';
  view.setAttribute('aria-hidden', 'true');
  Object.assign(view.style, {
    position: 'fixed',
    top: `${top}px`,
    left: `${left}px`,
    width: `${right - left}px`,
    height: `${bottom - top}px`,
    pointerEvents: 'none',
    margin: '0',
    padding: '0',
    border: '0',
  });
  document.body.append(view);
  return view;
}

async function matchPage(name: string) {
  const element = pictured();
  const view = frameView(element);
  try {
    await matchElement(view ?? element, name);
  } finally {
    view?.remove();
  }
}

async function matchElement(element: HTMLElement, name: string) {
  await expect.element(page.elementLocator(element)).toMatchScreenshot(name, {
    screenshotOptions: { animations: 'disabled', caret: 'hide', style: STEADY_STYLE },
    // A page seen for the first time may still be settling (Japanese glyphs, late layout): wait
    // for two equal captures a little longer than Vitest's 5 s before calling it unstable.
    timeout: 15_000,
  });
}
