/**
 * No comment or document names code that is gone: every code name quoted in backticks in a comment, a README,
 * CONTRIBUTING or docs/ (`useSchemaForm()`, `clientLoader`) is a name the code still has. A renamed or
 * removed function leaves its old name in the prose otherwise, and a reader looks for what is not there.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const ignore = ['**/node_modules/**', '**/dist/**', '**/build/**', '**/*.gen.ts', '**/generated/**'];
const codeFiles = globSync(
  [
    'packages/*/src/**/*.{ts,tsx}',
    'apps/site/app/**/*.{ts,tsx,js}',
    'apps/site/*.ts',
    'scripts/**/*.ts',
    'e2e/**/*.ts',
    '.storybook/**/*.{ts,tsx}',
    '*.ts',
  ],
  { cwd: root, exclude: ignore },
);
const proseFiles = globSync(['docs/**/*.md', 'README.md', 'CONTRIBUTING.md', 'packages/*/README.md'], {
  cwd: root,
  exclude: ignore,
});

/** Other libraries' names the prose explains without our code calling them, each for a reason. */
const NAMED_FOR_READERS = new Set([
  'shouldFocusError', // react-hook-form's option, left at its default: the form hook says so
  'createBrowserRouter', // the router a consumer of the features package makes (its README)
  'notifyManager', // TanStack Query's scheduler, tried and not kept (decision 0004)
]);

const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/[^\n]*/g;
/** A code name: camelCase or PascalCase with an inner capital (`useForm`, `SiteLinksProvider`), optionally called. */
const QUOTED_NAME = /`([a-zA-Z_$][\w$]*[A-Z][\w$]*)(?:\(\))?`/g;

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every word the code has outside its comments (and the words of package.json files: scripts, dependencies). */
function namesInCode(): Set<string> {
  const names = new Set<string>();
  for (const file of codeFiles)
    for (const word of read(file)
      .replace(COMMENT, ' ')
      .match(/[\w$]+/g) ?? [])
      names.add(word);
  // The settings' words too: package scripts and dependencies, compiler options, CI's variables, the contract's
  // schema names.
  const settings = [
    'openapi.yaml',
    'package.json',
    'packages/*/package.json',
    'apps/*/package.json',
    '**/tsconfig*.json',
    '.github/**/*.yml',
  ];
  for (const file of globSync(settings, { cwd: root, exclude: ignore }))
    for (const word of read(file).match(/[\w$]+/g) ?? []) names.add(word);
  for (const name of NAMED_FOR_READERS) names.add(name);
  return names;
}

function quotedNames(text: string): string[] {
  return [...text.matchAll(QUOTED_NAME)].map(([, name = '']) => name);
}

describe('code names in comments and docs', () => {
  it('finds the files (the search can fail)', () => {
    expect(codeFiles.length).toBeGreaterThan(300);
    expect(proseFiles.length).toBeGreaterThan(5);
  });

  it('are names the code still has', () => {
    const known = namesInCode();
    const stale: string[] = [];
    for (const file of codeFiles)
      for (const comment of read(file).match(COMMENT) ?? [])
        for (const name of quotedNames(comment)) if (!known.has(name)) stale.push(`${file}: ${name}`);
    for (const file of proseFiles)
      for (const name of quotedNames(read(file))) if (!known.has(name)) stale.push(`${file}: ${name}`);
    expect([...new Set(stale)]).toEqual([]);
  });
});
