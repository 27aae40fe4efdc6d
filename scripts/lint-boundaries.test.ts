// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// The files linted here exist only as text, so no TypeScript project holds them: the type-aware rules (which
// need one) are off, and what is tested, the boundaries, needs no types.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
});

/** Lints `code` as if it were the file at `file` and returns the ids of the rules it broke. */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('package boundaries (ARCHITECTURE.md)', () => {
  it.each([
    [
      'design system → features',
      'packages/design-system/src/x.ts',
      "export * from '@holostream/features';",
      'no-restricted-imports',
    ],
    [
      'design system → api, by path',
      'packages/design-system/src/x.ts',
      "export * from '../../api/src/index';",
      'import-x/no-restricted-paths',
    ],
    [
      'design system → i18n',
      'packages/design-system/src/x.ts',
      "export * from 'react-i18next';",
      'no-restricted-imports',
    ],
    ['api → react', 'packages/api/src/x.ts', "export * from 'react';", 'no-restricted-imports'],
    [
      'api → design system',
      'packages/api/src/x.ts',
      "export * from '@holostream/design-system';",
      'no-restricted-imports',
    ],
    [
      'features → app, by path',
      'packages/features/src/shared/x.ts',
      "export * from '../../../../apps/site/app/root';",
      'import-x/no-restricted-paths',
    ],
    [
      'features → app, by name',
      'packages/features/src/shared/x.ts',
      "export * from '@holostream/site';",
      'no-restricted-imports',
    ],
  ])('%s fails lint', async (_name, file, code, rule) => {
    expect(await brokenRules(file, code)).toContain(rule);
  });

  const featureFolders = readdirSync(path.join(root, 'packages/features/src'), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        entry.name !== 'shared' &&
        existsSync(path.join(root, 'packages/features/src', entry.name, 'index.ts')),
    )
    .map((entry) => entry.name);

  it('knows every feature folder', () => {
    expect(featureFolders.length).toBeGreaterThanOrEqual(10);
  });

  it.each(featureFolders)('%s never imports another feature', async (feature) => {
    const other = featureFolders.find((candidate) => candidate !== feature);
    expect(
      await brokenRules(`packages/features/src/${feature}/components/x.ts`, `export * from '../../${other}/index';\n`),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules(
        `packages/features/src/${feature}/components/x.ts`,
        "export * from '../../shared/api/plans';\n",
      ),
    ).toEqual([]);
  });

  it('keeps query keys in the data layer', async () => {
    const code = "export const options = { queryKey: ['plans'] };\n";
    expect(await brokenRules('packages/features/src/pricing/components/x.ts', code)).toContain('no-restricted-syntax');
    expect(await brokenRules('apps/site/app/routes/x.ts', code)).toContain('no-restricted-syntax');
    expect(await brokenRules('packages/features/src/shared/api/x.ts', code)).toEqual([]);
  });

  it('keeps paths in the route table', async () => {
    const file = 'packages/features/src/account/components/x.tsx';
    for (const code of [
      'export const A = () => <Link to="/plans">x</Link>;\n',
      "navigate('/account');\n",
      "export const target = { to: '/login' };\n",
    ]) {
      expect(await brokenRules(file, code)).toContain('no-restricted-syntax');
    }
    expect(
      await brokenRules('apps/site/app/pages/x.tsx', 'export const A = () => <Link to="/plans">x</Link>;\n'),
    ).toContain('no-restricted-syntax');
  });

  it.each([
    ['packages/features/src/billing/components/x.tsx'],
    ['packages/features/src/card/x.tsx'],
    ['packages/api/src/x.ts'],
    ['packages/design-system/src/x.ts'],
    ['apps/site/app/routes/x.tsx'],
  ])('%s may not import the sandbox', async (file) => {
    expect(await brokenRules(file, "export * from '@holostream/sandbox/card-loader';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('lets the demo composition root, tests and stories choose the sandbox', async () => {
    const code = "export * from '@holostream/sandbox/card-loader';\n";
    expect(await brokenRules('apps/site/app/services/demo.ts', code)).toEqual([]);
    expect(await brokenRules('packages/features/src/billing/components/x.test.tsx', code)).toEqual([]);
  });

  it('allows what the layering allows', async () => {
    expect(await brokenRules('packages/design-system/src/x.ts', "export { cn } from './lib/cn';\n")).toEqual([]);
    expect(
      await brokenRules('packages/features/src/shared/x.ts', "export { Button } from '@holostream/design-system';\n"),
    ).toEqual([]);
  });
}, 60_000);
