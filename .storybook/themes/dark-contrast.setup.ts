/**
 * Every story passes axe in the dark theme too. The stories run in the light theme, where
 * addon-a11y checks every rule; a theme changes colours only, so after each story (its play function passed) the
 * page is switched to dark and axe's colour rules run on what the story left on screen, dialogs included. Not again
 * for a story in Japanese: its colours are its English twin's (docs/decisions/0006-one-owner-per-behaviour.md).
 */
import { afterEach, expect, type TestContext } from 'vitest';
import { storySetup } from '../story-setup';
import { THEMES } from './themes';

storySetup('dark contrast');

/** The rules a theme can break: text contrast, and links told apart from text by colour alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface StoryContext extends TestContext {
  story?: { id: string };
}

/**
 * No transition while the theme is switched there and back, so computed colours are the dark ones at once and no
 * transition is started (and then cancelled: Storybook waits on a story's animations, and a cancelled one rejects).
 */
const NO_TRANSITION = '*, *::before, *::after { transition: none !important; }';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

afterEach(async (context: StoryContext) => {
  if (!context.story || context.task.result?.state === 'fail') return;
  if (document.documentElement.lang === 'ja') return;
  // What the story left moving ends first: hiding transitions now would cancel it.
  await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
  const root = document.documentElement;
  const before = root.className;
  const style = document.createElement('style');
  style.textContent = NO_TRANSITION;
  document.head.append(style);
  root.classList.remove(THEMES.light);
  root.classList.add(THEMES.dark);
  try {
    // A component that follows the theme in script (the card field, whose colours go to the provider's frame)
    // renders again first.
    await nextFrame();
    // As addon-a11y loads it: axe-core is a CommonJS module.
    const axe = (await import('axe-core')).default;
    const results = await axe.run(document.body, { runOnly: { type: 'rule', values: COLOUR_RULES } });
    const violations = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`),
    );
    expect(violations, `${context.story.id} in the dark theme`).toEqual([]);
  } finally {
    root.className = before;
    await nextFrame();
    style.remove();
  }
});
