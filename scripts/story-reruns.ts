/** A story file's outcome in Vitest's JSON report, its path relative to the repository. */
export interface FileResult {
  file: string;
  /** `passed` when every story in it passed; anything else (failed, skipped after a bail) runs again. */
  status: string;
}

/**
 * The story files to run again after a failed run (scripts/run-stories.ts): those the report shows not passed, and
 * those the run never reached (it stopped at its bail), among the files the run was asked for (`filters`: Vitest's
 * path filters, a file matching when its path holds one; none: every story file).
 */
export function storyFilesToRunAgain(
  storyFiles: readonly string[],
  filters: readonly string[],
  results: readonly FileResult[],
): string[] {
  const normalize = (file: string) => file.split('\\').join('/');
  const passed = new Set(results.filter(({ status }) => status === 'passed').map(({ file }) => normalize(file)));
  const wanted = (file: string) => filters.length === 0 || filters.some((filter) => file.includes(normalize(filter)));
  return storyFiles
    .map(normalize)
    .filter((file) => wanted(file) && !passed.has(file))
    .sort();
}
