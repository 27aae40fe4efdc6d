/**
 * The JavaScript budget of the home page (ARCHITECTURE.md: "the public routes stay small"). From the built
 * site's Vite manifest it takes what a browser loads before the home page is interactive (the entry chunk,
 * its static imports, the home route chunk and its static imports), gzips each file and checks the total
 * against the budget. It also checks that none of that code is Stripe, visx or a chart, or the account or
 * checkout areas (module ids from the chunks' source maps, plus the manifest's keys and chunk names).
 *
 *   npm run build && npm run test:budget        (exit 1 and a report when over budget or a module leaks in)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** One chunk of `.vite/manifest.json` (the fields this check reads). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * Gzipped kilobytes (1 KB = 1024 bytes) allowed before the home page is interactive.
 *
 * The stack alone weighs about 110 KB: react-dom 19 (~62 KB), react-router 7 (~31 KB), i18next (~15 KB)
 * and react (~3 KB). On top come the design system's class merging (tailwind-merge ~8 KB), TanStack Query
 * (~8 KB), the shell's translations in both languages (each public page brings its own in its chunk), the shell
 * and the home page: about 163 KB at the time of writing. The budget leaves a little room above that, so growth
 * is a decision.
 */
export const BUDGET_KB = 166;

/** The home route's module, as the manifest names it (a key relative to apps/site). */
export const HOME_ROUTE_MODULE = 'src/pages/home/home-page.tsx';

/** Code that must never load with the home page, matched against module ids and chunk names. */
export const FORBIDDEN: readonly { label: string; pattern: RegExp }[] = [
  { label: 'Stripe', pattern: /@stripe[\\/]|stripe-js|[\\/]sandbox[\\/]src[\\/]card[\\/]/i },
  { label: 'visx / chart', pattern: /@visx[\\/]|[\\/]d3-[a-z-]+[\\/]|chart/i },
  {
    label: 'account area / checkout / feedback',
    // Checkout's translations ship with the shell (the plans page links to it); no code of these may.
    pattern:
      /(?:features[\\/]src[\\/]|[\\/]routes[\\/]|^)(?:account|checkout|billing|team|usage|security|getting-started|feedback)(?:[\\/](?!locales[\\/])|-route|$)/i,
  },
];

/**
 * The app's entry, as the manifest names it: the page every route is served (the other entry, the plans page's own
 * script, runs on /plans alone and is weighed there by e2e/js-budget.spec.ts).
 */
export const APP_ENTRY = 'index.html';

/** Manifest keys of the chunks loaded before the home page is interactive, entry first. */
export function initialChunkKeys(manifest: Manifest, homeRouteModule: string = HOME_ROUTE_MODULE): string[] {
  if (!manifest[APP_ENTRY]?.isEntry) throw new Error(`The manifest has no entry ${APP_ENTRY}.`);
  if (!manifest[homeRouteModule]) throw new Error(`The home route module ${homeRouteModule} is not in the manifest.`);

  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names a chunk it does not list: ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(APP_ENTRY);
  visit(homeRouteModule);
  return [...seen];
}

export interface ChunkSize {
  key: string;
  file: string;
  gzipBytes: number;
}

export interface Violation {
  label: string;
  file: string;
  module: string;
}

export interface BudgetReport {
  chunks: ChunkSize[];
  totalGzipBytes: number;
  budgetBytes: number;
  violations: Violation[];
  ok: boolean;
}

/** Where the check reads a built file: the JavaScript, and its source map when there is one. */
export interface BuiltFiles {
  read(file: string): Uint8Array;
  sourceMapSources(file: string): string[] | undefined;
}

/** Sizes, forbidden modules and the verdict for one build. */
export function evaluateBudget(
  manifest: Manifest,
  files: BuiltFiles,
  { budgetKb = BUDGET_KB, homeRouteModule = HOME_ROUTE_MODULE } = {},
): BudgetReport {
  const keys = initialChunkKeys(manifest, homeRouteModule);
  const chunks: ChunkSize[] = [];
  const violations: Violation[] = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk?.file.endsWith('.js')) continue;
    chunks.push({ key, file: chunk.file, gzipBytes: gzipSync(files.read(chunk.file), { level: 9 }).byteLength });
    const modules = [key, chunk.name ?? '', chunk.src ?? '', ...(files.sourceMapSources(chunk.file) ?? [])];
    for (const module of modules.filter(Boolean)) {
      for (const { label, pattern } of FORBIDDEN) {
        if (pattern.test(module)) violations.push({ label, file: chunk.file, module });
      }
    }
  }
  const totalGzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const budgetBytes = budgetKb * 1024;
  return {
    chunks,
    totalGzipBytes,
    budgetBytes,
    violations,
    ok: totalGzipBytes <= budgetBytes && violations.length === 0,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as printed: every chunk with its gzipped size, the total against the budget, the leaks. */
export function formatReport(report: BudgetReport): string {
  const width = Math.max(...report.chunks.map((chunk) => chunk.file.length), 10);
  const lines = ['JavaScript loaded before the home page is interactive (gzip):'];
  for (const chunk of [...report.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    lines.push(`  ${chunk.file.padEnd(width)}  ${kb(chunk.gzipBytes).padStart(9)}`);
  }
  const over = report.totalGzipBytes - report.budgetBytes;
  lines.push(
    `  ${'total'.padEnd(width)}  ${kb(report.totalGzipBytes).padStart(9)}  budget ${kb(report.budgetBytes)}: ` +
      (over > 0 ? `over by ${kb(over)}` : `${kb(-over)} to spare`),
  );
  if (report.violations.length > 0) {
    lines.push('Code that must not load with the home page:');
    for (const violation of report.violations) {
      lines.push(`  ${violation.label}: ${violation.module} (in ${violation.file})`);
    }
  }
  lines.push(report.ok ? 'Budget: ok' : 'Budget: FAILED');
  return lines.join('\n');
}

/** Reads apps/site/dist (or `distDir`). */
export function distFiles(distDir: string): BuiltFiles {
  return {
    read: (file) => readFileSync(path.join(distDir, file)),
    sourceMapSources(file) {
      const mapFile = path.join(distDir, `${file}.map`);
      if (!existsSync(mapFile)) return undefined;
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: unknown };
      return Array.isArray(map.sources) ? map.sources.filter((source) => typeof source === 'string') : undefined;
    },
  };
}

function main() {
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/site/dist');
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`No manifest at ${manifestFile}. Run "npm run build" first (apps/site builds with manifest: true).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const report = evaluateBudget(manifest, distFiles(distDir));
  console.log(formatReport(report));
  if (!report.ok) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
