/**
 * Performance benchmark of the public routes (issue 9): `npm run bench`. Not a test: it prints a table
 * and says which targets are missed; the per-route bundle budget stays in `npm test`.
 *
 * It builds the site, serves it as `npm start` does (scripts/serve.ts with the sandbox), and for each
 * public route prints
 * - the JavaScript the route has fetched by the time it is usable, as a person meets it (Chromium at phone size,
 *   until the network is idle, every script file gzipped at level 9: e2e/support/js-at-usable.ts), against its
 *   budget (issue 19: 100 KB for a content page, 130 KB with a form; e2e/js-budget.spec.ts fails over it), and
 *   the floor of react + react-dom alone;
 * - Lighthouse 13 with its default mobile preset in Debian Chromium: performance, LCP, TBT, CLS,
 *   accessibility, best practices and SEO, against the targets below.
 *
 * Lighthouse's figures move from run to run here (LCP ±0.2 s on an idle machine): each route is measured BENCH_RUNS
 * times (default 3) and the table gives Lighthouse's own median run (closest to the median FCP and TTI), with the
 * range of LCP over the runs beside it.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (default 4399), BENCH_SKIP_BUILD=1 with
 * SITE_DIST=<a build> (measure an existing build), BENCH_ROUTES=/,/plans (a subset), BENCH_REPORTS=<folder> (keep each
 * route's Lighthouse JSON there, to see what the LCP waited for).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { transformSync } from 'esbuild';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from '@playwright/test';
import { measureScripts, ROUTE_BUDGETS } from '../e2e/support/js-at-usable.ts';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.SITE_DIST ?? 'apps/site/dist');
const port = Number(process.env.BENCH_PORT ?? 4399);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const base = `http://127.0.0.1:${port}`;

/**
 * The targets (issue 19: performance 1.00 with LCP ≤ 1.2 s and CLS 0 on every public route). Lighthouse
 * rounds its score to two decimals: 0.99 misses 1.00 (it was 0.95 here, from issue 9, and marked 0.96 as met).
 */
export const TARGETS = {
  performance: 1,
  lcpMs: 1200,
  tbtMs: 150,
  cls: 0.01,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
};

const gzipKb = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).byteLength / 1024;

/** Gzipped KB of production react + react-dom (client), minified: the floor any React site pays. */
function reactFloorKb(): number {
  const require = createRequire(path.join(root, 'apps/site/package.json'));
  // The packages' exports hide their cjs folders: find them from the package roots.
  const file = (name: string, relative: string) =>
    path.join(path.dirname(require.resolve(`${name}/package.json`)), relative);
  const files = [file('react', 'cjs/react.production.js'), file('react-dom', 'cjs/react-dom-client.production.js')];
  // React ships its production builds readable: minify them as our build minifies everything.
  const minified = (built: string) => Buffer.from(transformSync(readFileSync(built, 'utf8'), { minify: true }).code);
  return files.reduce((sum, built) => sum + gzipKb(minified(built)), 0);
}

interface Row {
  route: string;
  jsKb: number;
  budgetKb: number;
  performance: number;
  lcpMs: number;
  /** The lowest and highest LCP over the runs. */
  lcpRangeMs: [number, number];
  runs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not start at ${base}`);
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('Building the site…');
    const build = spawnSync('npm', ['run', '-s', 'build:demo'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const floor = reactFloorKb();
  const wanted = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
  const routes = ROUTE_BUDGETS.filter((route) => !wanted || wanted.includes(route.route));

  const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_DIST: dist },
    stdio: 'ignore',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: Row[] = [];
  try {
    await waitForServer();
    for (const route of routes) {
      process.stdout.write(`JavaScript at usable and Lighthouse ${route.route}… `);
      const scripts = await measureScripts(browser, base, route.route);
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${base}${route.route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route.route}`);
        results.push(result.lhr);
      }
      const lcps = results.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      // Typed by the results: the module's own types name a global (LH.Result) this project does not load.
      const median: (typeof results)[number] = computeMedianRun(results);
      const { categories, audits } = median;
      if (process.env.BENCH_REPORTS) {
        mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
        const name = route.route === '/' ? 'home' : route.route.slice(1);
        writeFileSync(path.join(process.env.BENCH_REPORTS, `${name}.json`), JSON.stringify(median, null, 1));
      }
      const row: Row = {
        route: route.route,
        jsKb: scripts.kb,
        budgetKb: route.budgetKb,
        performance: categories.performance?.score ?? 0,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        lcpRangeMs: [Math.min(...lcps), Math.max(...lcps)],
        runs,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        accessibility: categories.accessibility?.score ?? 0,
        bestPractices: categories['best-practices']?.score ?? 0,
        seo: categories.seo?.score ?? 0,
      };
      rows.push(row);
      console.log('done');
      const failing = Object.values(audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      );
      if (failing.length > 0) console.log(`  failing audits: ${failing.map((audit) => audit.id).join(', ')}`);
    }
  } finally {
    await browser.close();
    chrome.kill();
    server.kill('SIGTERM');
  }
  console.log(formatTable(rows, floor));
}

const mark = (ok: boolean) => (ok ? ' ' : '✗');

export function formatTable(rows: Row[], floorKb: number): string {
  const runsOf = rows[0]?.runs ?? 1;
  const header = [
    'route',
    'JS at usable (gzip -9)',
    'perf',
    runsOf > 1 ? `LCP (range of ${runsOf} runs)` : 'LCP',
    'TBT',
    'CLS',
    'a11y',
    'best',
    'SEO',
  ];
  const lines = rows.map((row) => [
    row.route,
    `${row.jsKb.toFixed(1)} KB of ${row.budgetKb}${mark(row.jsKb <= row.budgetKb)} (floor ${floorKb.toFixed(1)})`,
    `${row.performance.toFixed(2)}${mark(row.performance >= TARGETS.performance)}`,
    `${(row.lcpMs / 1000).toFixed(2)} s${mark(row.lcpMs <= TARGETS.lcpMs)}` +
      (row.runs > 1 ? ` (${(row.lcpRangeMs[0] / 1000).toFixed(2)}–${(row.lcpRangeMs[1] / 1000).toFixed(2)})` : ''),
    `${Math.round(row.tbtMs)} ms${mark(row.tbtMs <= TARGETS.tbtMs)}`,
    `${row.cls.toFixed(3)}${mark(row.cls <= TARGETS.cls)}`,
    `${row.accessibility.toFixed(2)}${mark(row.accessibility >= TARGETS.accessibility)}`,
    `${row.bestPractices.toFixed(2)}${mark(row.bestPractices >= TARGETS.bestPractices)}`,
    `${row.seo.toFixed(2)}${mark(row.seo >= TARGETS.seo)}`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [
    '',
    `Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, accessibility, best practices and SEO 1.0 (✗ = missed)`,
    ...(runsOf > 1 ? [`Lighthouse: the median of ${runsOf} runs per route (BENCH_RUNS)`] : []),
    format(header),
    ...lines.map(format),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
