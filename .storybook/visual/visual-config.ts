/** Settings of the story screenshots, shared by the Vitest setup and config. */

/** The instant every story sees as now: a Monday in the middle of a month, mid-morning in Tokyo. */
export const VISUAL_NOW = new Date('2026-06-15T01:30:00Z');

/** The folder beside a story file that holds its baselines: `code-block.stories.tsx` → `code-block`. */
export function baselineFolder(storyFileName: string): string {
  return storyFileName.replace(/\.stories\.tsx$/, '');
}

/** The file Vitest writes for a screenshot named `name`: its sanitizer drops odd characters and squeezes dashes. */
export function screenshotFileName(name: string): string {
  return `${name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')}.png`;
}

/**
 * What the committed baselines may weigh together: the total is tested against it. How they got there from
 * 25.69 MB: lossless recompression (→ 19.30 MB) and one file for pictures that are the same bytes (70 removed);
 * a picture taken while a modal dialog dims the page shows that dialog alone (42 pictures, 2.1 → 0.5 MB); a story
 * tagged `responsive` is checked at phone width without a second picture (38 fewer); a picture holds what the
 * story's frame shows, not the white below it (122 cut, → 14.60 MB); Japanese at desktop width is pictured in the
 * states a file names only (baseline-files.ts, `takesPicture`: 71 fewer, → 11.90 MB). When a change goes over, choose what it pictures
 * (a story's `parameters.visual`) rather than raising the budget.
 */
export const BASELINES_BUDGET: { targetBytes: number; ceiling?: { bytes: number; why: string } } = {
  /** The budget. */
  targetBytes: 12 * 1024 * 1024,
};
