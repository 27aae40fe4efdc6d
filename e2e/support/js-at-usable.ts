/**
 * The JavaScript a page has fetched by the time it is usable, measured the way a person meets it: Chromium at phone
 * size (390 × 844, touch), English; the page is loaded and left alone until the network is idle and the app has
 * hydrated; every script file it fetched counts (but what the pages ahead fetch once it has settled), and every
 * script written in the page itself, each gzipped at level 9. Used by e2e/js-budget.spec.ts (fails over a route's
 * ceiling) and `npm run bench` (prints the table against the goals).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { loginResponseSchema } from '../../packages/api/src/schemas/responses';
import { TOKEN_KEY, USER_KEY, toStoredUser } from '../../packages/features/src/auth/model/auth-store';
import { ACCOUNT_TABS, accountTabSearch } from '../../packages/features/src/account/model/account-tab';
import { ACCOUNT_TAB_JOURNEYS } from './account-tabs';
import { SANDBOX_ACCOUNTS } from '../../packages/sandbox/src/seed';
import { newPhoneContext } from './phone';
import { PAGES_AHEAD_MARK } from '../../apps/site/app/shell/pages-ahead-mark';

/**
 * The goals (docs/decisions/0001): a document (about, contact, the legal texts) at most 20 KB, every other public page
 * at most 170 KB, every signed-in page at most 240 KB.
 */
export const DOCUMENT_GOAL_KB = 20;
export const PUBLIC_GOAL_KB = 170;
export const SIGNED_IN_GOAL_KB = 240;

/** A document ships no app; a public page is the app for anyone; a signed-in page is weighed signed in. */
export type PageKind = 'document' | 'public' | 'signed-in';

export const GOAL_KB: Record<PageKind, number> = {
  document: DOCUMENT_GOAL_KB,
  public: PUBLIC_GOAL_KB,
  'signed-in': SIGNED_IN_GOAL_KB,
};

export interface RouteBudget {
  route: string;
  kind: PageKind;
  /** Weighed signed in as the demo account. */
  signedIn: boolean;
  /** What the page may not exceed today: a ceiling just above the weight of the last change, never above the goal's. */
  ceilingKb: number;
}

const route = (path: string, ceilingKb: number, kind: PageKind = 'public'): RouteBudget => ({
  route: path,
  kind,
  signedIn: kind === 'signed-in',
  ceilingKb,
});

/** The public pages and the signed-in ones, with their ceilings (lower one when a change makes a page lighter). */
export const ROUTE_BUDGETS: RouteBudget[] = [
  route('/', 176),
  route('/about', 20, 'document'),
  route('/contact', 20, 'document'),
  route('/legal', 20, 'document'),
  route('/commercial-disclosure', 20, 'document'),
  route('/plans', 205),
  route('/login', 198),
  route('/signup', 204),
  route('/reset-password', 198),
  ...ACCOUNT_TABS.map((tab) =>
    route(`/account${accountTabSearch(tab)}`, ACCOUNT_TAB_JOURNEYS[tab].ceilingKb, 'signed-in'),
  ),
  route('/checkout?plan=2', 235, 'signed-in'),
  route('/feedback', 225, 'signed-in'),
];

export interface ScriptWeight {
  route: string;
  kb: number;
  files: { url: string; kb: number }[];
}

/** Loads `origin + route` in a fresh phone-sized context and weighs every script it fetched until it is usable. */
export async function measureScripts(browser: Browser, origin: string, budget: RouteBudget): Promise<ScriptWeight> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    if (budget.signedIn) {
      const { email, password } = SANDBOX_ACCOUNTS.demo;
      const answer = await page.request.post(new URL('/v1/user/auth', origin).href, { data: { email, password } });
      const stored = toStoredUser(loginResponseSchema.parse(await answer.json()), email);
      await context.addInitScript(
        ([tokenKey, userKey, record]) => {
          localStorage.setItem(tokenKey, (JSON.parse(record) as { token: string }).token);
          localStorage.setItem(userKey, record);
        },
        [TOKEN_KEY, USER_KEY, JSON.stringify(stored)] as const,
      );
    }
    const bodies: Promise<{ url: string; kb: number; startedAt: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const startedAt = response.request().timing().startTime;
      const body = response.body().then((bytes) => ({
        startedAt,
        url: new URL(response.url()).pathname,
        kb: gzipSync(bytes, { level: 9 }).byteLength / 1024,
      }));
      // Awaited below; until then a failure (the page closed early) is the weighing's, not an unhandled one.
      body.catch(() => undefined);
      bodies.push(body);
    });
    await page.goto(new URL(budget.route, origin).href, { waitUntil: 'networkidle' });
    // A document has no app to wait for.
    await page.waitForFunction(
      () => !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated'),
    );
    await page.waitForLoadState('networkidle');
    const inline = await page.$$eval('script:not([src])', (scripts: HTMLScriptElement[]) =>
      scripts.filter((script) => ['', 'module', 'text/javascript'].includes(script.type)).map((script) => script.text),
    );
    // The pages ahead (app/shell/pages-ahead.tsx) fetch other pages' code in idle time once a signed-in page has
    // settled: not what this page needs to be usable, and caught or not depending on how busy the machine is. They
    // mark the moment they start (`pages-ahead`); what was requested from then on is left out.
    const aheadSince = await page.evaluate((name) => {
      const [mark] = performance.getEntriesByName(name, 'mark');
      return mark ? performance.timeOrigin + mark.startTime : null;
    }, PAGES_AHEAD_MARK);
    const files = [
      ...inline.map((text) => ({ url: '(inline script)', kb: gzipSync(text, { level: 9 }).byteLength / 1024 })),
      ...(await Promise.all(bodies)).filter((file) => aheadSince === null || file.startedAt < aheadSince),
    ];
    return { route: budget.route, kb: files.reduce((sum, file) => sum + file.kb, 0), files };
  } finally {
    await context.close();
  }
}
