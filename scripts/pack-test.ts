/**
 * `npm run test:packages`: the three publishable packages work for a frontend developer outside this
 * workspace. Builds @holostream/design-system, @holostream/api and @holostream/features,
 * runs publint --strict and are-the-types-wrong (esm-only) on each, packs them with `npm pack`,
 * installs the tarballs into a fresh project under the OS temp folder, type-checks a consumer
 * (scripts/pack-test/main.tsx) strictly, and renders components from it with react-dom/server
 * under Node. Prints a summary; exits non-zero on any failure.
 *
 *   npm run test:packages                # everything
 *   npm run test:packages -- --no-build  # reuse the packages' current dist/
 *   npm run test:packages -- --keep      # keep the temporary project (its path is printed)
 *   npm run test:packages -- --screenshot=consumer.png  # a picture of the consumer app's page
 */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  consumerCompilerOptions,
  installedCopies,
  readmeFiles,
  renderInChromium,
  serveApp,
  writeViteApp,
  type RenderedApp,
} from './pack-test/consumer-app.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const build = !args.has('--no-build');
const keep = args.has('--keep');
const screenshot = [...args].find((arg) => arg.startsWith('--screenshot='))?.slice('--screenshot='.length);

interface PackageUnderTest {
  name: string;
  dir: string;
}

/** In build order: features' declarations use the other two's. */
const packages: PackageUnderTest[] = [
  { name: '@holostream/design-system', dir: 'packages/design-system' },
  { name: '@holostream/api', dir: 'packages/api' },
  { name: '@holostream/features', dir: 'packages/features' },
];

/** What the consumer installs from the registry besides the tarballs; versions as this repo uses them. */
const registryPackages = {
  root: ['react', 'react-dom', '@types/react', '@types/react-dom', 'typescript', 'vite', '@vitejs/plugin-react'],
  /** The app's own router, query client and i18n: the features' peers (Stripe, an optional peer, is left out). */
  app: ['react-router', '@tanstack/react-query', 'i18next', 'react-i18next'],
};

/** Paths a published package must not contain. */
const unpublished = [
  /\.test\.tsx?$/,
  /\.stories\.tsx?$/,
  /\.mdx$/,
  /(^|\/)testing\//,
  /(^|\/)test-support\//,
  /__baselines__\//,
];

// ---------------------------------------------------------------------------------------------------
// Running things

interface Result {
  code: number;
  output: string;
}

/** Tools run with this Node (22) first on the PATH, so `#!/usr/bin/env node` shims pick it too. */
const env = {
  ...process.env,
  PATH: [path.dirname(process.execPath), path.join(root, 'node_modules', '.bin'), process.env.PATH].join(
    path.delimiter,
  ),
  FORCE_COLOR: '0',
  NO_COLOR: '1',
};

function run(command: string, commandArgs: string[], cwd: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** npm's own CLI script, run by this Node whatever `npm` on the PATH would start. */
function npmCli(): string {
  const fromNpm = process.env.npm_execpath;
  if (fromNpm?.endsWith('.js')) return fromNpm;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    try {
      const cli = realpathSync(path.join(dir, 'npm'));
      if (cli.endsWith('.js')) return cli;
    } catch {
      // not in this folder
    }
  }
  throw new Error('npm not found on the PATH');
}

const npm = (npmArgs: string[], cwd: string) => run(process.execPath, [npmCli(), ...npmArgs], cwd);
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** npm warns about machine-wide settings it does not know; that is not the package's problem. */
const withoutNpmWarnings = (output: string) =>
  output
    .split('\n')
    .filter((line) => !/^npm warn Unknown (user|global|env) config/.test(line))
    .join('\n')
    .trim();

// ---------------------------------------------------------------------------------------------------
// Steps and the summary

interface Step {
  name: string;
  ok: boolean;
  seconds: number;
  detail?: string;
}

const steps: Step[] = [];

class StepFailure extends Error {}

async function step<T>(name: string, body: () => Promise<T>): Promise<T> {
  const start = performance.now();
  process.stdout.write(`… ${name}\n`);
  try {
    const value = await body();
    const seconds = (performance.now() - start) / 1000;
    steps.push({ name, ok: true, seconds });
    process.stdout.write(`✓ ${name} (${seconds.toFixed(1)} s)\n`);
    return value;
  } catch (error) {
    const seconds = (performance.now() - start) / 1000;
    const detail = error instanceof Error ? error.message : String(error);
    steps.push({ name, ok: false, seconds, detail });
    process.stdout.write(`✗ ${name} (${seconds.toFixed(1)} s)\n${indent(detail)}\n`);
    throw new StepFailure(name);
  }
}

function ignoreStepFailure(error: unknown): void {
  if (!(error instanceof StepFailure)) throw error;
}

/** Runs a check that may fail without stopping the later checks. */
function check(name: string, body: () => Promise<void>): Promise<void> {
  return step(name, body).catch(ignoreStepFailure);
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

function expectSuccess(result: Result, what: string): string {
  const output = withoutNpmWarnings(result.output);
  if (result.code !== 0) throw new Error(`${what} exited with ${result.code}\n${output}`);
  return output;
}

// ---------------------------------------------------------------------------------------------------
// The checks

interface PackedFile {
  path: string;
}
interface Packed {
  filename: string;
  files: PackedFile[];
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

interface Manifest {
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const manifest = (dir: string) => readJson<Manifest>(path.join(root, dir, 'package.json'));

/** `npm pack`, then the tarball's content: nothing of the tests or stories, every declared entry. */
async function pack(pkg: PackageUnderTest, destination: string, onPacked: (tarball: string) => void): Promise<void> {
  const result = await npm(['pack', '--json', '--pack-destination', destination], path.join(root, pkg.dir));
  const output = expectSuccess(result, 'npm pack');
  const [packed] = JSON.parse(output.slice(output.indexOf('['))) as Packed[];
  if (!packed) throw new Error(`npm pack printed no package\n${output}`);
  onPacked(path.join(destination, packed.filename));
  const files = packed.files.map((file) => file.path);

  const leaked = files.filter((file) => unpublished.some((pattern) => pattern.test(file)));
  const missing = expectedFiles(pkg).filter((file) => !files.includes(file));
  const problems = [
    ...leaked.map((file) => `must not be published: ${file}`),
    ...missing.map((file) => `missing from the tarball: ${file}`),
  ];
  if (pkg.name === '@holostream/features') {
    problems.push(
      ...unexportedFeatures().map((name) => `src/${name}/index.ts has no "./${name}" in package.json exports`),
    );
    // Locales are inlined into the modules; the one stylesheet is dist/styles.css.
    problems.push(
      ...files
        .filter((file) => file.startsWith('dist/') && /\.(json|css)$/.test(file) && file !== 'dist/styles.css')
        .map((f) => `unexpected file: ${f}`),
    );
  }
  if (!files.includes('LICENSE')) problems.push('no LICENSE in the tarball');
  problems.push(...declarationMapsLeadingNowhere(pkg, files));
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** "Go to definition" opens the source: every declaration map's sources are in the tarball. */
function declarationMapsLeadingNowhere(pkg: PackageUnderTest, files: string[]): string[] {
  const maps = files.filter((file) => file.endsWith('.d.ts.map'));
  if (maps.length === 0) return ['no declaration maps'];
  return maps.flatMap((map) => {
    const { sources } = readJson<{ sources: string[] }>(path.join(root, pkg.dir, map));
    return sources
      .map((source) => path.posix.join(path.posix.dirname(map), source))
      .filter((source) => !files.includes(source))
      .map((source) => `${map} leads to ${source}, which is not published`);
  });
}

/** The JavaScript and declarations every export of the package points at. */
function expectedFiles(pkg: PackageUnderTest): string[] {
  const targets: string[] = [];
  for (const target of Object.values(manifest(pkg.dir).exports ?? {})) {
    if (typeof target === 'string') targets.push(target);
    else if (typeof target === 'object' && target !== null) {
      // `source` is the workspace's own condition: sources are not published.
      const { types, default: js } = target as Record<string, string | undefined>;
      targets.push(...[types, js].filter((file): file is string => Boolean(file)));
    }
  }
  return targets.map((file) => file.replace(/^\.\//, ''));
}

/** A feature folder with an index.ts that package.json does not export would silently stay unpublished. */
function unexportedFeatures(): string[] {
  const dir = path.join(root, 'packages/features/src');
  const exported = Object.keys(manifest('packages/features').exports ?? {});
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .filter((name) => !exported.includes(`./${name}`));
}

/** publint on the packed tarball, so it sees exactly what npm would publish. */
async function publint(tarball: string): Promise<void> {
  const output = expectSuccess(await run(bin('publint'), ['run', tarball, '--strict'], root), 'publint');
  if (!output.includes('All good!')) throw new Error(`publint reported something\n${output}`);
}

/** An export with only the `source` condition (a story decorator): the workspace's alone, never published. */
function isWorkspaceOnly(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const { types, default: js } = target as Record<string, unknown>;
  return !types && !js;
}

/**
 * are-the-types-wrong on the packed tarball. CSS exports have no types to check, and workspace-only
 * exports are meant to resolve to nothing outside the workspace (attw would call that NoResolution).
 */
async function attw(pkg: PackageUnderTest, tarball: string): Promise<void> {
  const skipped = Object.entries(manifest(pkg.dir).exports ?? {})
    .filter(([subpath, target]) => subpath.endsWith('.css') || isWorkspaceOnly(target))
    .map(([subpath]) => subpath);
  const attwArgs = [tarball, '--profile', 'esm-only', '--no-emoji', '--no-color'];
  if (skipped.length > 0) attwArgs.push('--exclude-entrypoints', ...skipped);
  const result = await run(bin('attw'), attwArgs, root);
  const output = withoutNpmWarnings(result.output);
  // attw exits 1 on any problem the profile counts; CommonJS-only notes are ignored by esm-only.
  if (result.code !== 0) throw new Error(`attw exited with ${result.code}\n${output}`);
}

function versionOf(name: string, dir: string): string {
  const { dependencies = {}, devDependencies = {} } = manifest(dir);
  const range = dependencies[name] ?? devDependencies[name];
  if (!range) throw new Error(`${dir}/package.json does not name ${name}`);
  return `${name}@${range}`;
}

function consumerTsconfig() {
  return {
    compilerOptions: { ...consumerCompilerOptions, noEmitOnError: true, types: [], outDir: 'out', rootDir: 'ssr' },
    include: ['ssr'],
  };
}

interface Rendered {
  apiError: { kind: string; status: number; message: string } | null;
  button: string;
  loginEn: string;
  loginJa: string;
  pricing: string;
}

function localeText(feature: string, language: string, key: string): string {
  let value: unknown = readJson(path.join(root, 'packages/features/src', feature, 'locales', `${language}.json`));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no ${feature} ${language} text ${key}`);
  return value;
}

function checkRendered(rendered: Rendered): void {
  const expectations: [keyof Rendered, string][] = [
    ['button', 'Pack test button'],
    ['button', 'data-variant="secondary"'],
    ['loginEn', localeText('auth', 'en', 'login.title')],
    ['loginEn', localeText('auth', 'en', 'login.submit')],
    ['loginJa', localeText('auth', 'ja', 'login.title')],
    ['pricing', localeText('pricing', 'en', 'loading')],
  ];
  const problems = expectations
    .filter(([part, text]) => !String(rendered[part]).includes(escapeHtml(text)))
    .map(([part, text]) => `${part}: no "${text}" in ${String(rendered[part]).slice(0, 400)}`);
  if (rendered.apiError?.status !== 404 || rendered.apiError.kind !== 'http') {
    problems.push(`apiError: ${JSON.stringify(rendered.apiError)}`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** Styled plan cards from the shipped CSS, every plan of the API, nothing wrong on the console. */
function checkConsumerApp(rendered: RenderedApp): void {
  const problems = [...rendered.problems];
  if (rendered.planCount !== 4) problems.push(`${rendered.planCount} plan cards, not the sandbox's 4`);
  const pro = localeText('pricing', 'en', 'plans.pro.name');
  if (!rendered.planNames.some((name) => name.includes(pro)))
    problems.push(`no "${pro}" card: ${rendered.planNames.join(', ')}`);
  const unstyled = ['rgba(0, 0, 0, 0)', '', 'no primary button'];
  if (unstyled.includes(rendered.primaryToken)) problems.push('the --primary token is not defined: no design tokens');
  if (rendered.buttonBackground !== rendered.primaryToken) {
    problems.push(
      `the primary button is ${rendered.buttonBackground}, not the --primary token ${rendered.primaryToken}`,
    );
  }
  if (['0px', 'no card'].includes(rendered.cardRadius))
    problems.push(`the plan card has radius ${rendered.cardRadius}`);
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = performance.now();
  const work = mkdtempSync(path.join(tmpdir(), 'holostream-pack-test-'));
  const tarballs = path.join(work, 'tarballs');
  const consumer = path.join(work, 'consumer');
  mkdirSync(tarballs);
  mkdirSync(path.join(consumer, 'ssr'), { recursive: true });
  let apiOrigin: { origin: string; close: () => Promise<void> } | undefined;

  try {
    if (build) {
      const buildStep = (pkg: PackageUnderTest) =>
        step(`build ${pkg.name}`, async () => {
          expectSuccess(await npm(['run', 'build', '-w', pkg.name], root), 'npm run build');
        });
      const [designSystem, api, features] = packages as [PackageUnderTest, PackageUnderTest, PackageUnderTest];
      // Features' declarations read the other two's dist/, so they go first (side by side).
      await Promise.all([buildStep(designSystem), buildStep(api)]);
      await buildStep(features);
    }

    const packed = new Map<string, string>();
    await Promise.all(
      packages.map((pkg) =>
        check(`npm pack ${pkg.name} (contents)`, () => pack(pkg, tarballs, (tarball) => packed.set(pkg.name, tarball))),
      ),
    );
    const tarballOf = (pkg: PackageUnderTest) => {
      const tarball = packed.get(pkg.name);
      if (!tarball) throw new Error('not packed');
      return tarball;
    };

    // The linters and the consumer do not depend on each other: run them side by side.
    const linters = packages.flatMap((pkg) => [
      check(`publint --strict ${pkg.name}`, () => publint(tarballOf(pkg))),
      check(`attw --profile esm-only ${pkg.name}`, () => attw(pkg, tarballOf(pkg))),
    ]);
    const consumerChecks = async () => {
      await step('install the tarballs into a fresh Vite + React app outside the workspace', async () => {
        writeFileSync(
          path.join(consumer, 'package.json'),
          `${JSON.stringify({ name: 'holostream-pack-consumer', private: true, type: 'module' }, null, 2)}\n`,
        );
        const specs = [
          ...packages.map(tarballOf),
          ...registryPackages.root.map((name) => versionOf(name, '.')),
          ...registryPackages.app.map((name) => versionOf(name, 'packages/features')),
        ];
        expectSuccess(
          await npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...specs], consumer),
          'npm install',
        );
      });

      await step('one copy of React, the router, TanStack Query and i18next in the app', async () => {
        const shared = ['react', 'react-dom', 'react-router', '@tanstack/react-query'];
        const copies = [...shared, '@tanstack/query-core', 'i18next', 'react-i18next'].map((name) => ({
          name,
          found: installedCopies(consumer, name),
        }));
        const wrong = copies.filter(({ found }) => found.length !== 1);
        if (wrong.length > 0) {
          throw new Error(
            wrong.map(({ name, found }) => `${name}: ${found.length} copies ${found.join(', ')}`).join('\n'),
          );
        }
        const stripe = installedCopies(consumer, '@stripe/stripe-js');
        if (stripe.length > 0) throw new Error(`Stripe.js was installed without being asked for: ${stripe.join(', ')}`);
      });

      await step("the READMEs' examples, as they are: type-check (strict) and build with Vite", async () => {
        const example = new Map([
          ...readmeFiles(readFileSync(path.join(root, 'packages/design-system/README.md'), 'utf8')),
          ...readmeFiles(readFileSync(path.join(root, 'packages/features/README.md'), 'utf8')),
        ]);
        if (!example.has('src/main.tsx'))
          throw new Error('packages/features/README.md has no ```tsx file=src/main.tsx block');
        writeViteApp(consumer, example);
        const tsc = path.join(consumer, 'node_modules/typescript/bin/tsc');
        expectSuccess(await run(process.execPath, [tsc, '-p', '.', '--pretty', 'false'], consumer), 'tsc');
        const vite = path.join(consumer, 'node_modules/vite/bin/vite.js');
        const server = await serveApp(path.join(consumer, 'dist'));
        apiOrigin = server;
        expectSuccess(
          await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], consumer, {
            VITE_API_BASE_URL: server.origin,
          }),
          'vite build',
        );
      });

      await step('the example in Chromium: the plans page with styled cards, no error', async () => {
        if (!apiOrigin) throw new Error('not served');
        const rendered = await renderInChromium(
          apiOrigin.origin,
          localeText('pricing', 'en', 'plansLabel'),
          screenshot && path.resolve(screenshot),
        );
        process.stdout.write(`    rendered: ${JSON.stringify(rendered)}\n`);
        checkConsumerApp(rendered);
      });

      await step('server rendering under Node (strict tsc, the login screen in English and Japanese)', async () => {
        copyFileSync(path.join(root, 'scripts/pack-test/main.tsx'), path.join(consumer, 'ssr/main.tsx'));
        writeFileSync(path.join(consumer, 'tsconfig.ssr.json'), `${JSON.stringify(consumerTsconfig(), null, 2)}\n`);
        const tsc = path.join(consumer, 'node_modules/typescript/bin/tsc');
        expectSuccess(
          await run(process.execPath, [tsc, '-p', 'tsconfig.ssr.json', '--pretty', 'false'], consumer),
          'tsc',
        );
        const output = expectSuccess(await run(process.execPath, ['out/main.js'], consumer), 'node out/main.js');
        const json = output.split('\n').findLast((line) => line.startsWith('{'));
        if (!json) throw new Error(`the consumer printed no result\n${output}`);
        checkRendered(JSON.parse(json) as Rendered);
      });
    };
    const consumerRun = packed.size === packages.length ? consumerChecks() : Promise.resolve();
    await Promise.all([...linters, consumerRun.catch(ignoreStepFailure)]);
  } catch (error) {
    ignoreStepFailure(error);
  } finally {
    await apiOrigin?.close();
    if (keep) process.stdout.write(`\nkept ${work}\n`);
    else rmSync(work, { recursive: true, force: true });
  }

  const failed = steps.filter((s) => !s.ok);
  const total = (performance.now() - started) / 1000;
  process.stdout.write('\nPackage checks\n');
  for (const s of steps) process.stdout.write(`  ${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds.toFixed(1)} s)\n`);
  process.stdout.write(`\n${steps.length - failed.length} passed, ${failed.length} failed (${total.toFixed(0)} s)\n`);
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main();
