/**
 * The unit tests share one window per worker (`isolate: false`). jsdom runs animation frames on a timer it starts
 * when first needed; started under a test's fake timers and left running when they end, it never fired again, and no
 * later file's requestAnimationFrame ran (the language toggle waits for one). vitest.setup.unit.ts gives frames a
 * timer of the real clock; this test fails without it.
 */
import { expect, it, vi } from 'vitest';

const nextFrame = () =>
  Promise.race([
    new Promise((resolve) => requestAnimationFrame(() => resolve('a frame'))),
    new Promise((resolve) => setTimeout(() => resolve('no frame within 500 ms'), 500)),
  ]);

it('frames still come after fake timers ended with jsdom’s frame timer running', async () => {
  vi.useFakeTimers();
  // Removing the focused element has jsdom fix the focus up at its next frame: its frame timer starts, on the fake
  // clock, and is still running when the real timers come back.
  const button = document.createElement('button');
  document.body.append(button);
  button.focus();
  button.remove();
  vi.useRealTimers();
  expect(await nextFrame()).toBe('a frame');
});
