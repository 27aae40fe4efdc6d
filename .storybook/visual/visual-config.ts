/** Settings of the story screenshots, shared by the Vitest setup and config. */

/** Stories whose layout changes at phone width carry this tag and get a second, phone-width picture. */
export const RESPONSIVE_TAG = 'responsive';

/** Added to a story's id for its phone-width picture. */
export const PHONE_SUFFIX = '--phone';

/** The phone viewport of Storybook's toolbar (preview.tsx). */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** The instant every story sees as now: a Monday in the middle of a month, mid-morning in Tokyo. */
export const VISUAL_NOW = new Date('2026-06-15T01:30:00Z');

/** A small deterministic generator (mulberry32) standing in for Math.random during a story. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The folder beside a story file that holds its baselines: `code-block.stories.tsx` → `code-block`. */
export function baselineFolder(storyFileName: string): string {
  return storyFileName.replace(/\.stories\.tsx$/, '');
}
