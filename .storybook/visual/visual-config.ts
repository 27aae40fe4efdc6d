/** Settings of the story screenshots, shared by the Vitest setup and config. */

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
 * What the committed pictures may weigh (docs/decisions/0003-story-pictures.md): each story file's at most
 * `perFileBytes`, so a new screen pictures its states without taking room from others; all of them at most
 * `totalBytes`. The check prints the headroom of both.
 */
export const BASELINES_BUDGET = {
  perFileBytes: 1.2 * 1024 * 1024,
  totalBytes: 16 * 1024 * 1024,
};
