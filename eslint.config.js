// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Feature modules: every folder of packages/features/src with an index.ts (its public entry) but `shared` and the
 * domain folders, read from the disk, so a new feature folder is kept apart without editing this file. Each may
 * import only itself, `shared` and the domain folders: pieces of the product's domain that several features show
 * (a plan's name and features, the card entry, the new-password fields, where a subscription stands). (`styles` holds the stylesheet's entry.)
 */
const featuresSource = new URL('./packages/features/src/', import.meta.url);
const domainFolders = ['plans', 'card', 'password', 'subscription'];
const features = readdirSync(featuresSource, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() &&
      entry.name !== 'shared' &&
      !domainFolders.includes(entry.name) &&
      existsSync(new URL(`${entry.name}/index.ts`, featuresSource)),
  )
  .map((entry) => entry.name);

/**
 * JSX attributes whose string values people see or hear: a literal there must come from the translations.
 * Every other attribute (variant, to, href, side, data-*, …) is code, so the i18next rule skips it.
 */
const spokenAttributes = [
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'description',
  'message',
  'hint',
  'caption',
  'heading',
  'children',
  '[A-Za-z]+(Label|Text|Title|Message|Description|Hint)',
];

/** Package names a layer must not import (the layering of ARCHITECTURE.md). */
const forbidNames = (names, why) => ({
  patterns: names.map((group) => ({ group: [group, `${group}/*`], message: why })),
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.storybook/public/**',
      '**/*.generated.ts',
      // React Router's generated route types (`react-router typegen`).
      '**/.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: './tsconfig.json',
          conditionNames: ['source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-named-as-default-member': 'off',
      // TypeScript already refuses a name a namespace import does not have (the type check owns it).
      'import-x/namespace': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/design-system',
              from: ['./packages/api', './packages/sandbox', './packages/features', './apps'],
              message: 'The design system imports nothing of ours.',
            },
            {
              target: './packages/api',
              from: ['./packages/design-system', './packages/sandbox', './packages/features', './apps'],
              message: 'The api package imports nothing of ours.',
            },
            { target: './packages/features', from: './apps', message: 'Features never import the app.' },
            ...features.map((feature) => ({
              target: `./packages/features/src/${feature}`,
              from: './packages/features/src',
              except: [`./${feature}`, './shared', './test', ...domainFolders.map((folder) => `./${folder}`)],
              message:
                'A feature never imports another feature; move what several show to a domain folder (plans, card, password, subscription) or shared.',
            })),
            ...domainFolders.map((folder) => ({
              target: `./packages/features/src/${folder}`,
              from: './packages/features/src',
              except: ['./shared', './test', ...domainFolders.map((other) => `./${other}`)],
              message: 'A domain folder imports no feature.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Type-aware rules, read through the workspace's TypeScript projects (the nearest tsconfig.json of each
    // file): a promise nobody awaits or handles, or one handed where a plain function is expected (an event
    // handler, a void callback), loses its failure silently.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['packages/*/src/**/*.tsx', 'apps/*/app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A named region that scrolls sideways (a wide table on a phone) must take focus for the keyboard to scroll
      // it (axe's scrollable-region-focusable); tab panels as the recommended set has it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['packages/design-system/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbidNames(
          [
            '@holostream/api',
            '@holostream/features',
            '@holostream/sandbox',
            '@holostream/site',
            'i18next',
            'react-i18next',
          ],
          'The design system imports nothing of ours and knows no i18n: labels are props.',
        ),
      ],
    },
  },
  {
    files: ['packages/api/src/**'],
    ignores: ['packages/api/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbidNames(
          [
            '@holostream/design-system',
            '@holostream/features',
            '@holostream/sandbox',
            '@holostream/site',
            'hono',
            'react',
            'react-dom',
          ],
          'The api package imports nothing of ours (no sandbox, no server framework), and it is React-free.',
        ),
      ],
    },
  },
  {
    files: ['packages/features/**'],
    rules: {
      'no-restricted-imports': ['error', forbidNames(['@holostream/site'], 'Features never import the app.')],
    },
  },
  {
    // Nothing published, and nothing of the site but its demo composition root, imports the sandbox:
    // the demo chooses it in apps/site/app/services/demo.ts, Storybook and tests in their setup.
    files: ['packages/features/src/**', 'apps/site/app/**'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/testing/**',
      '**/test/**',
      'apps/site/app/services/demo.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        forbidNames(
          ['@holostream/site', '@holostream/sandbox'],
          'The sandbox is chosen in the demo composition root (apps/site/app/services/demo.ts), Storybook or tests only.',
        ),
      ],
    },
  },
  {
    // One data layer (features/src/shared/api) and one route table (features/src/shared/routes): nobody
    // else writes a query key or a path by hand.
    files: ['packages/features/src/**/*.{ts,tsx}', 'apps/site/app/**/*.{ts,tsx}'],
    ignores: [
      'packages/features/src/shared/api/**',
      'packages/features/src/shared/routes/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/testing/**',
      '**/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name=/^(queryKey|mutationKey)$/][value.type='ArrayExpression']",
          message: 'Query and mutation keys live in the resource modules of features/src/shared/api.',
        },
        {
          selector: "JSXAttribute[name.name='to'] > Literal, Property[key.name='to'] > Literal[value=/^\\//]",
          message: 'Paths come from the route table: paths.x or routeTo(…) from features/src/shared/routes.',
        },
        {
          selector: "CallExpression[callee.name='navigate'] > Literal.arguments:first-child",
          message: 'Paths come from the route table: navigate(paths.x) or routeTo(…).',
        },
      ],
    },
  },
  {
    // No literal user-visible strings in the app or the features: every word comes from the translations
    // (docs/product.md §1). The design system is exempt: its labels are props.
    files: ['packages/features/src/**/*.tsx', 'apps/site/app/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { exclude: [`(?!(?:${spokenAttributes.join('|')})$).+`] },
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Storybook renders render functions and decorators as components, so hooks are fine there.
    files: ['**/*.stories.tsx', '.storybook/**/*.tsx'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
