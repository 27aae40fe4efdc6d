/**
 * Performance benchmark of the pages: `npm run bench`. Not a test: it prints a table and says which goals are
 * missed; each page's ceiling stays in `npm test` (e2e/js-budget.spec.ts).
 *
 * It builds the site, serves it as `npm start` does (scripts/serve.ts with the sandbox), and prints
 * - for every page, the JavaScript it has fetched by the time it is usable, as a person meets it (Chromium at phone
 *   size, until the network is idle and the app has hydrated, every script gzipped at level 9:
 *   e2e/support/js-at-usable.ts), against the goal (130 KB public, 200 KB signed in), and the floor of react +
 *   react-dom alone;
 * - for every public page, Lighthouse 13 with its default mobile preset in Debian Chromium: performance, LCP, TBT,
 *   CLS, accessibility, best practices and SEO, against the targets below;
 * - how often a press at first paint works, at phone size, on the language toggle and the phone menu, with the
 *   scripts 1.5 s late and with none late (BENCH_PRESSES times each, default 10).
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
import { chromium, type Browser } from '@playwright/test';
import { measureScripts, PUBLIC_GOAL_KB, ROUTE_BUDGETS, SIGNED_IN_GOAL_KB } from '../e2e/support/js-at-usable.ts';
import { newPhoneContext } from '../e2e/support/phone.ts';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.SITE_DIST ?? 'apps/site/dist/client');
const port = Number(process.env.BENCH_PORT ?? 4399);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const base = `http://127.0.0.1:${port}`;

/** The targets on every public page (median of the runs); Lighthouse rounds its score to two decimals. */
export const TARGETS = {
  performance: 0.98,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0,
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

interface Lighthouse {
  performance: number;
  lcpMs: number;
  /** The lowest and highest LCP over the runs. */
  lcpRangeMs: [number, number];
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

interface Row {
  route: string;
  jsKb: number;
  goalKb: number;
  /** Public pages only. */
  lighthouse: Lighthouse | null;
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

/** Lighthouse's median of `runs` runs of `url` (mobile preset). */
async function lighthouseOf(url: string, chromePort: number): Promise<Lighthouse> {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    results.push(result.lhr);
  }
  const lcps = results.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
  // Typed by the results: the module's own types name a global (LH.Result) this project does not load.
  const median: (typeof results)[number] = computeMedianRun(results);
  const { categories, audits } = median;
  if (process.env.BENCH_REPORTS) {
    mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    const name = new URL(url).pathname.replace(/^\/$/, '/home').slice(1);
    writeFileSync(path.join(process.env.BENCH_REPORTS, `${name}.json`), JSON.stringify(median, null, 1));
  }
  const failing = Object.values(audits).filter(
    (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
  );
  if (failing.length > 0) console.log(`  failing audits: ${failing.map((audit) => audit.id).join(', ')}`);
  return {
    performance: categories.performance?.score ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    lcpRangeMs: [Math.min(...lcps), Math.max(...lcps)],
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories['best-practices']?.score ?? 0,
    seo: categories.seo?.score ?? 0,
  };
}

/**
 * How many of `times` presses at first paint work at phone size, on the language link and on the menu button of
 * /contact, with the scripts `lateMs` late: each in a fresh context, pressed as soon as the page has committed.
 */
async function pressesAtFirstPaint(browser: Browser, lateMs: number, times: number) {
  const worked = { language: 0, menu: 0 };
  for (let attempt = 0; attempt < times; attempt += 1) {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, lateMs));
      await route.continue();
    });
    await page.goto(`${base}/contact`, { waitUntil: 'commit' });
    await page.getByRole('link', { name: /日本語/ }).tap();
    const japanese = page.getByRole('heading', { level: 1, name: 'お問い合わせ' });
    if (
      await japanese.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    )
      worked.language += 1;
    await page.goto(`${base}/contact`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'メニューを開く' }).tap();
    const menu = page.getByRole('dialog', { name: 'メニュー' });
    if (
      await menu.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    )
      worked.menu += 1;
    await context.close();
  }
  return worked;
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
  const presses = Math.max(0, Number(process.env.BENCH_PRESSES ?? 10));

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
  const pressLines: string[] = [];
  try {
    await waitForServer();
    for (const route of routes) {
      process.stdout.write(`${route.route}… `);
      const scripts = await measureScripts(browser, base, route);
      const lighthouse = route.signedIn ? null : await lighthouseOf(`${base}${route.route}`, chrome.port);
      rows.push({
        route: route.route,
        jsKb: scripts.kb,
        goalKb: route.signedIn ? SIGNED_IN_GOAL_KB : PUBLIC_GOAL_KB,
        lighthouse,
      });
      console.log('done');
    }
    for (const lateMs of presses > 0 ? [1500, 0] : []) {
      const worked = await pressesAtFirstPaint(browser, lateMs, presses);
      pressLines.push(
        `Pressed at first paint, scripts ${lateMs} ms late: language ${worked.language} of ${presses}` +
          `${mark(worked.language === presses)}, phone menu ${worked.menu} of ${presses}${mark(worked.menu === presses)}`,
      );
    }
  } finally {
    await browser.close();
    chrome.kill();
    server.kill('SIGTERM');
  }
  console.log(formatTable(rows, floor));
  console.log(pressLines.join('\n'));
}

const mark = (ok: boolean) => (ok ? ' ' : '✗');

export function formatTable(rows: Row[], floorKb: number): string {
  const header = [
    'route',
    'JS at usable (gzip -9)',
    'perf',
    `LCP (range of ${runs} runs)`,
    'TBT',
    'CLS',
    'a11y',
    'best',
    'SEO',
  ];
  const lines = rows.map(({ route, jsKb, goalKb, lighthouse: l }) => [
    route,
    `${jsKb.toFixed(1)} KB of ${goalKb}${mark(jsKb <= goalKb)} (floor ${floorKb.toFixed(1)})`,
    ...(l
      ? [
          `${l.performance.toFixed(2)}${mark(l.performance >= TARGETS.performance)}`,
          `${(l.lcpMs / 1000).toFixed(2)} s${mark(l.lcpMs <= TARGETS.lcpMs)}` +
            ` (${(l.lcpRangeMs[0] / 1000).toFixed(2)}–${(l.lcpRangeMs[1] / 1000).toFixed(2)})`,
          `${Math.round(l.tbtMs)} ms${mark(l.tbtMs <= TARGETS.tbtMs)}`,
          `${l.cls.toFixed(3)}${mark(l.cls <= TARGETS.cls)}`,
          `${l.accessibility.toFixed(2)}${mark(l.accessibility >= TARGETS.accessibility)}`,
          `${l.bestPractices.toFixed(2)}${mark(l.bestPractices >= TARGETS.bestPractices)}`,
          `${l.seo.toFixed(2)}${mark(l.seo >= TARGETS.seo)}`,
        ]
      : ['–', '–', '–', '–', '–', '–', '–']),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [
    '',
    `Targets: JS at usable ≤ ${PUBLIC_GOAL_KB} KB public, ≤ ${SIGNED_IN_GOAL_KB} KB signed in; Lighthouse (public pages, median of ${runs} runs, BENCH_RUNS): performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}, accessibility, best practices and SEO 1.0 (✗ = missed)`,
    format(header),
    ...lines.map(format),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
