/**
 * The JavaScript of every page, read from the build, with no browser (`npm run test:js-budget`, after a build):
 * - what each prerendered page has the browser fetch as it loads, as the framework wrote it into the page (its module
 *   script and `modulepreload` links: the route modules and everything they import statically), plus the scripts
 *   written in the page, each file gzipped at level 9, against the page's ceiling;
 * - that it comes in one round: every module those files import statically is itself among them, so no script waits
 *   for another to be fetched first.
 * A document (no app) carries only its inline scripts. The ceilings are what the page weighs plus a small margin
 * (docs/decisions/0001 has the figures); the journeys' timings are `npm run bench`'s.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const client = path.resolve(root, process.env.SITE_DIST ?? 'apps/site/dist/client');

/**
 * Every tab of /account declares itself to the page (its name and words), so the page's ceiling has an allowance per
 * tab: a new tab up to this weight needs no decision. The tabs are counted in the route's list (one
 * `{ ...someTab, panel: … }` line each).
 */
const KB_PER_ACCOUNT_TAB = 4;
const accountTabs = (
  readFileSync(path.join(root, 'apps/site/app/routes/account.tsx'), 'utf8').match(/^\s*\{ \.\.\.\w+Tab, panel:/gm) ?? []
).length;

/**
 * A tab's panel other than general comes apart from the page, with the tab's reads (`React.lazy`): its own files (its
 * `<name>-tab` chunk and what that imports which the page does not fetch) have this ceiling.
 */
export const KB_PER_TAB_PANEL = 30;

/** The pages, by English address (the Japanese ones run the same code), with their ceiling in KB. */
export const CEILINGS_KB: Record<string, number> = {
  '/': 4,
  '/about': 4,
  '/contact': 4,
  '/legal': 4,
  '/commercial-disclosure': 4,
  '/404': 4,
  '/plans': 224,
  '/login': 240,
  '/signup': 247,
  '/reset-password': 240,
  '/account': 243 + KB_PER_ACCOUNT_TAB * accountTabs,
  '/checkout': 263,
  '/feedback': 241,
};

export interface PageWeight {
  page: string;
  kb: number;
  /** Scripts written in the page (the visitor script, the framework's context). */
  inlineKb: number;
  files: { file: string; kb: number }[];
  /** Modules a fetched file imports statically that the page does not fetch at once: a second round. */
  lateImports: string[];
}

const gzipKb = (text: string | Buffer) => gzipSync(text, { level: 9 }).byteLength / 1024;

function htmlOf(page: string): string {
  const file = page === '/404' ? '404.html' : path.join(page.slice(1), 'index.html');
  return readFileSync(path.join(client, file), 'utf8');
}

/** `/assets/x.js` → the built file's text. */
const assetText = (url: string) => readFileSync(path.join(client, url), 'utf8');

/** The modules a built file imports statically (`import … from"./x.js"`, `import"./x.js"`), as site addresses. */
function staticImports(url: string): string[] {
  const folder = path.posix.dirname(url);
  return [...assetText(url).matchAll(/(?:^|[;}\s])import\s*(?:[^"';()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
    (match) => path.posix.join(folder, match[1] ?? ''),
  );
}

/** Weighs one page of the build. */
export function weighPage(page: string): PageWeight {
  const html = htmlOf(page);
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? '');
  const moduleScripts = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const imported = moduleScripts.flatMap((code) =>
    [...code.matchAll(/import[^"']*["'](\/[^"']+\.js)["']/g)].map((m) => m[1] ?? ''),
  );
  const fetched = [...new Set([...preloaded, ...imported])];
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const inlineKb = inline.reduce((sum, code) => sum + gzipKb(code), 0);
  const files = fetched.map((file) => ({ file, kb: gzipKb(readFileSync(path.join(client, file))) }));
  const known = new Set(fetched);
  const lateImports = [...new Set(fetched.flatMap(staticImports))].filter((file) => !known.has(file));
  const kb = inlineKb + files.reduce((sum, file) => sum + file.kb, 0);
  return { page, kb, inlineKb, files, lateImports };
}

/** The account tabs' panels fetched apart from the page, each with the files it adds to the page's. */
export function weighTabPanels(): { tab: string; kb: number }[] {
  const page = new Set(weighPage('/account').files.map(({ file }) => file));
  return readdirSync(path.join(client, 'assets'))
    .filter((file) => /^[a-z-]+-tab-[\w-]{8}\.js$/.test(file))
    .map((file) => {
      const own = new Set<string>();
      const add = (url: string) => {
        if (page.has(url) || own.has(url)) return;
        own.add(url);
        staticImports(url).forEach(add);
      };
      add(`/assets/${file}`);
      const kb = [...own].reduce((sum, url) => sum + gzipKb(readFileSync(path.join(client, url))), 0);
      return { tab: file.replace(/-tab-[\w-]{8}\.js$/, ''), kb };
    });
}

function main(): void {
  if (!existsSync(path.join(client, 'index.html'))) {
    console.error(`No built site at ${client}. Run "npm run build:demo" first.`);
    process.exit(1);
  }
  const failures: string[] = [];
  console.log('Page                     JS at load (KB, gzip -9)   ceiling');
  for (const [page, ceiling] of Object.entries(CEILINGS_KB)) {
    const weight = weighPage(page);
    const over = weight.kb > ceiling;
    console.log(
      `${over ? '✗' : '✓'} ${page.padEnd(24)} ${weight.kb.toFixed(1).padStart(8)}   ${String(ceiling).padStart(12)}`,
    );
    if (over) failures.push(`${page} weighs ${weight.kb.toFixed(1)} KB, over its ceiling of ${ceiling} KB`);
    if (weight.lateImports.length > 0) {
      failures.push(`${page} fetches in a second round what it imports statically: ${weight.lateImports.join(', ')}`);
    }
  }
  for (const { tab, kb } of weighTabPanels()) {
    const over = kb > KB_PER_TAB_PANEL;
    console.log(
      `${over ? '✗' : '✓'} ${`/account?tab=${tab}`.padEnd(24)} +${kb.toFixed(1).padStart(7)}   ${String(KB_PER_TAB_PANEL).padStart(12)}`,
    );
    if (over)
      failures.push(`the ${tab} tab's panel adds ${kb.toFixed(1)} KB, over its ceiling of ${KB_PER_TAB_PANEL} KB`);
  }
  const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('index.html') && !file.startsWith('ja'),
  );
  const unweighed = pages
    .map((file) => `/${path.dirname(file)}`.replace(/^\/\.$/, '/'))
    .filter((page) => !(page in CEILINGS_KB));
  if (unweighed.length > 0) failures.push(`pages without a ceiling: ${unweighed.join(', ')}`);
  if (failures.length > 0) {
    console.error(`\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery page within its ceiling, its code in one round.');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
