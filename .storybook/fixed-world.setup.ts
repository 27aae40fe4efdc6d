/**
 * Every story sees the same world, pictured or not (`VISUAL=0` too), on any day: the clock stands at one instant
 * (dates shown by the sandbox and the components never move), and `Math.random` and `crypto.getRandomValues` are
 * seeded per story (the sandbox draws invitation codes and tokens from the latter). Motion is reduced, and the time
 * zone and locale are fixed by the browser context (vitest.config.ts).
 */
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { storySetup } from './story-setup';
import { seededRandom } from '@holostream/sandbox';

storySetup('fixed world');

/** The instant every story sees as now: a Monday in the middle of a month, mid-morning in Tokyo. */
export const STORY_NOW = new Date('2026-06-15T01:30:00Z');

const originalRandom = Math.random;

// Before the story file is imported, so a `new Date()` at its top level sees the same instant.
// Only Date: timers stay real, so user-event, MSW delays and waitFor behave as without this.
// This file is the last setup file, and the clock runs again after each story file: Vitest names each import of a
// setup file by `Date.now()`, and a standing clock would give the next file's imports the old name (story-setup.ts).
vi.useFakeTimers({ toFake: ['Date'], now: STORY_NOW });

afterAll(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  vi.setSystemTime(STORY_NOW);
  Math.random = seededRandom(1);
  const nextByte = seededRandom(2);
  vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
    if (array === null || !ArrayBuffer.isView(array)) return array;
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(nextByte() * 256);
    return array;
  });
});

afterEach(() => {
  Math.random = originalRandom;
  vi.mocked(crypto.getRandomValues).mockRestore();
});
