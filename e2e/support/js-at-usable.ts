/**
 * Goal 1 of issue 19, measured the way a person meets it: the JavaScript a public page has fetched by the time it
 * is usable. Chromium at phone size (390 × 844, touch), English, signed out; the page is loaded and left alone until
 * the network is idle; every script file it fetched counts (its workers' too), and every script written in the page itself, each gzipped
 * at level 9. Code fetched only after a person acts (a press, a key, a focus) is not counted, because it is not
 * fetched before.
 * Used by e2e/js-budget.spec.ts (fails over budget) and `npm run bench` (prints the table).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { newPhoneContext } from './phone';

/** Content pages: 100 KB; pages with a form (or the plans, which need their data): 130 KB. */
export const CONTENT_BUDGET_KB = 100;
export const FORM_BUDGET_KB = 130;

export interface RouteBudget {
  route: string;
  budgetKb: number;
}

export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/', budgetKb: CONTENT_BUDGET_KB },
  { route: '/about', budgetKb: CONTENT_BUDGET_KB },
  { route: '/contact', budgetKb: CONTENT_BUDGET_KB },
  { route: '/legal', budgetKb: CONTENT_BUDGET_KB },
  { route: '/commercial-disclosure', budgetKb: CONTENT_BUDGET_KB },
  // The plans come from the API: the page's own script draws them before the app (apps/site/src/prerender/plans-island.ts).
  { route: '/plans', budgetKb: FORM_BUDGET_KB },
  { route: '/login', budgetKb: FORM_BUDGET_KB },
  { route: '/signup', budgetKb: FORM_BUDGET_KB },
  { route: '/reset-password', budgetKb: FORM_BUDGET_KB },
];

export interface ScriptWeight {
  route: string;
  kb: number;
  files: { url: string; kb: number }[];
}

/** Loads `origin + route` in a fresh phone-sized context and weighs every script it fetched until network idle. */
export async function measureScripts(browser: Browser, origin: string, route: string): Promise<ScriptWeight> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const bodies: Promise<{ url: string; kb: number }>[] = [];
    page.on('response', (response) => {
      // A worker's script counts too (the plans page's worker); Chromium may not call its request a script.
      const script =
        response.request().resourceType() === 'script' || /javascript/i.test(response.headers()['content-type'] ?? '');
      if (!script) return;
      bodies.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          kb: gzipSync(body, { level: 9 }).byteLength / 1024,
        })),
      );
    });
    await page.goto(new URL(route, origin).href, { waitUntil: 'networkidle' });
    // The page's own timers (a fallback that loads the app after a while) have had their chance too.
    await page.waitForTimeout(3500);
    await page.waitForLoadState('networkidle');
    // A script written in the page itself is JavaScript the page brought too (none today: the first script is a file).
    const inline = await page.$$eval('script:not([src])', (scripts: HTMLScriptElement[]) =>
      scripts.filter((script) => ['', 'module', 'text/javascript'].includes(script.type)).map((script) => script.text),
    );
    const files = [
      ...inline.map((text) => ({ url: '(inline script)', kb: gzipSync(text, { level: 9 }).byteLength / 1024 })),
      ...(await Promise.all(bodies)),
    ];
    return { route, kb: files.reduce((sum, file) => sum + file.kb, 0), files };
  } finally {
    await context.close();
  }
}
