/**
 * npm run test:stories: every story in Chromium (Vitest's `storybook` project), bounded so that a broken browser
 * cannot run out the clock. On CI (stop 28), from one story file on every story timed out twice, a minute each,
 * passing files before it; the run hit CI's 90-minute limit without a verdict. So the run stops after a few failed
 * stories (`--bail`), and the story files that did not pass run once more, in a new browser: a story that is wrong
 * fails there again and fails npm test; a browser that broke does not take every later file with it. The files run
 * again are named, and the first run's failures stay in the log above.
 *
 * Arguments go to Vitest (`npm run test:stories -- packages/design-system` runs the files whose path holds it).
 */
import { spawnSync } from 'node:child_process';
import { globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storyFilesToRunAgain, type FileResult } from './story-reruns';

const root = path.resolve(import.meta.dirname, '..');
/** Failed stories (after Vitest's own retry on CI) before the run stops and the rest is left to the second run. */
const BAIL = 4;

const args = process.argv.slice(2);
const filters = args.filter((arg) => !arg.startsWith('-'));
const options = args.filter((arg) => arg.startsWith('-'));
const reports = mkdtempSync(path.join(tmpdir(), 'stories-'));

/** One Vitest run of the story files matching `selection`; the story files that did not pass, from its report. */
function run(selection: readonly string[], report: string): { status: number; results: FileResult[] } {
  const outcome = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'storybook',
      `--bail=${BAIL}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...options,
      ...selection,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  let results: FileResult[] = [];
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as { testResults?: { name: string; status: string }[] };
    results = (json.testResults ?? []).map(({ name, status }) => ({ file: path.relative(root, name), status }));
  } catch {
    // No report: Vitest did not get as far as writing one; every selected file runs again.
  }
  return { status: outcome.status ?? 1, results };
}

/** Runs the stories, and the files that did not pass once more; the exit status of the last run. */
function runTwiceAtMost(): number {
  const first = run(filters, path.join(reports, 'first.json'));
  if (first.status === 0) return 0;
  const storyFiles = globSync(['packages/*/src/**/*.stories.@(ts|tsx)', 'apps/site/app/**/*.stories.@(ts|tsx)'], {
    cwd: root,
  });
  const again = storyFilesToRunAgain(storyFiles, filters, first.results);
  if (again.length === 0) return first.status;
  console.log(`\n━━ test:stories: ${again.length} story files did not pass; running them again in a new browser:`);
  for (const file of again) console.log(`   ${file}`);
  const second = run(again, path.join(reports, 'again.json'));
  console.log(
    second.status === 0
      ? '━━ test:stories: they passed in a new browser (the failures above came from the browser, not the stories)'
      : '━━ test:stories: they failed again',
  );
  return second.status;
}

let status = 1;
try {
  status = runTwiceAtMost();
} finally {
  rmSync(reports, { recursive: true, force: true });
}
process.exit(status);
