/**
 * What a person waits for on a phone, press to next page (`npm run bench`, part `journeys`): Chromium at phone size
 * on Lighthouse's mobile line and CPU (4× slower, 150 ms round trip, 1.6 Mbps down), a fresh context (empty cache)
 * per run, the median of the runs. Each time is read in the page (the press and the moment the next page shows what
 * the person came for), and so is how many script requests ran one after another after the press.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { loginResponseSchema } from '../packages/api/src/schemas/responses';
import { TOKEN_KEY, USER_KEY, toStoredUser } from '../packages/features/src/auth/model/auth-store';
import { SANDBOX_ACCOUNTS, type SandboxUsername } from '../packages/sandbox/src/seed';
import { PHONE } from '../e2e/support/phone';

/** Lighthouse's mobile preset, applied to the page (CDP). */
export const SLOW_PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 675 };

/** The goals (docs/decisions/0001). */
export const JOURNEY_GOALS = { loginMs: 2500, checkoutMs: 1000, billingMs: 3000, serialRounds: 2, slowLoginMs: 8000 };

async function slowPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  return { context, page };
}

/** Stores a session as the login form would, without the form (a signed-in first visit). */
async function storeSession(page: Page, base: string, user: SandboxUsername): Promise<void> {
  const { email, password } = SANDBOX_ACCOUNTS[user];
  const response = await page.request.post(`${base}/v1/user/auth`, { data: { email, password } });
  const stored = toStoredUser(loginResponseSchema.parse(await response.json()), email);
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(
    ([tokenKey, userKey, record]) => {
      localStorage.setItem(tokenKey, (JSON.parse(record) as { token: string }).token);
      localStorage.setItem(userKey, record);
    },
    [TOKEN_KEY, USER_KEY, JSON.stringify(stored)] as const,
  );
}

/**
 * Notes in the page the moment of the next press (capture phase, before the app hears it), and the frame in which text
 * matching `shows` is first in the page: read in the page, so the bench's own polling of a slowed page adds nothing.
 */
function watch([source, flags, press]: [string, string, boolean]): void {
  const found = new RegExp(source, flags);
  const state = window as unknown as { pressedAt?: number; shownAt?: number };
  if (press)
    document.addEventListener('click', () => (state.pressedAt = performance.now()), { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (!found.test((document.body as HTMLElement | null)?.textContent ?? '')) return;
    observer.disconnect();
    requestAnimationFrame(() => (state.shownAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Starts `watch` in the page now (before a press) or, with `cold`, in the next document as it starts. */
async function watchFor(page: Page, shows: RegExp, cold = false): Promise<void> {
  const argument: [string, string, boolean] = [shows.source, shows.flags, !cold];
  if (cold) await page.addInitScript(watch, argument);
  else await page.evaluate(watch, argument);
}

/** Waits until the watched text has shown, then answers when it did (page time) and when the press was. */
async function shown(page: Page): Promise<{ pressedAt: number; shownAt: number }> {
  await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined, undefined, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const state = window as unknown as { pressedAt?: number; shownAt: number };
    return { pressedAt: state.pressedAt ?? 0, shownAt: state.shownAt };
  });
}

/**
 * How many rounds the page's own script requests after `since` took: a request is in the round after the last one
 * that had finished before it started. The card provider's script is the provider's (Stripe.js in production, its
 * stand-in in the demo), loaded beside the page, not part of it.
 */
async function scriptRounds(page: Page, since: number): Promise<number> {
  const scripts = await page.evaluate(
    (after) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && !/sandbox-stripe|js\.stripe\.com/.test(entry.name))
        .filter((entry) => entry.startTime >= after)
        .map((entry) => ({ start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
    since,
  );
  const rounds: number[] = [];
  for (const [index, script] of scripts.entries()) {
    const before = scripts
      .filter((other, at) => at !== index && other.end <= script.start)
      .map((_, at) => rounds[at] ?? 1);
    rounds[index] = 1 + Math.max(0, ...before);
  }
  return Math.max(0, ...rounds);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export interface JourneyTimes {
  loginMs: number;
  loginRounds: number;
  checkoutMs: number;
  checkoutRounds: number;
  billingMs: number;
  slowLogins: number;
}

/** Every journey, `runs` times each (the slow-script login `tries` times). */
export async function journeys(browser: Browser, base: string, runs: number, tries: number): Promise<JourneyTimes> {
  const login: number[] = [];
  const loginRounds: number[] = [];
  const checkout: number[] = [];
  const checkoutRounds: number[] = [];
  const billing: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // "Log in" pressed → the account shows the plan.
    {
      const { context, page } = await slowPhone(browser);
      await page.goto(`${base}/login`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const { email, password } = SANDBOX_ACCOUNTS.demo;
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await watchFor(page, /What Pro includes/);
      await page.getByRole('button', { name: 'Log in' }).click();
      const { pressedAt, shownAt } = await shown(page);
      login.push(shownAt - pressedAt);
      loginRounds.push(await scriptRounds(page, pressedAt));
      await context.close();
    }
    // "Upgrade to Developer" on /plans (signed in, free) → checkout's first field.
    {
      const { context, page } = await slowPhone(browser);
      await storeSession(page, base, 'alex');
      await page.goto(`${base}/plans`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const upgrade = page.getByRole('link', { name: 'Upgrade to Developer' });
      await upgrade.waitFor();
      await watchFor(page, /Full name/);
      await upgrade.click();
      const { pressedAt, shownAt } = await shown(page);
      checkout.push(shownAt - pressedAt);
      checkoutRounds.push(await scriptRounds(page, pressedAt));
      await context.close();
    }
    // A cold signed-in /account?tab=billing → the payment method.
    {
      const { context, page } = await slowPhone(browser);
      await storeSession(page, base, 'demo');
      await watchFor(page, /Visa ending in \d{4}/, true);
      await page.goto(`${base}/account?tab=billing`, { waitUntil: 'commit' });
      const { shownAt } = await shown(page);
      billing.push(shownAt);
      await context.close();
    }
  }
  // A login typed as soon as the form shows, every script 1.5 s late: through within 8 s of the form showing?
  let slowLogins = 0;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    const { email, password } = SANDBOX_ACCOUNTS.demo;
    await page.getByLabel('Email').fill(email);
    const started = Date.now();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page
      .getByRole('button', { name: 'Log in' })
      .click({ timeout: 8_000 })
      .catch(() => undefined);
    const through = await page
      .getByText('What Pro includes')
      .waitFor({ timeout: Math.max(0, 8_000 - (Date.now() - started)) })
      .then(
        () => true,
        () => false,
      );
    if (through) slowLogins += 1;
    await context.close();
  }
  return {
    loginMs: median(login),
    loginRounds: Math.max(...loginRounds),
    checkoutMs: median(checkout),
    checkoutRounds: Math.max(...checkoutRounds),
    billingMs: median(billing),
    slowLogins,
  };
}

/** The journeys' lines of the bench's report, against their goals. */
export function journeyLines(times: JourneyTimes, runs: number, tries: number): string[] {
  const mark = (ok: boolean) => (ok ? ' ' : '✗');
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const g = JOURNEY_GOALS;
  return [
    `Phone journeys (4× CPU, 150 ms, 1.6 Mbps; median of ${runs}):`,
    `  "Log in" → the account's plan: ${s(times.loginMs)} (goal ≤ ${s(g.loginMs)})${mark(times.loginMs <= g.loginMs)}; script rounds after the press ${times.loginRounds} (≤ ${g.serialRounds})${mark(times.loginRounds <= g.serialRounds)}`,
    `  "Upgrade to Developer" → checkout's first field: ${s(times.checkoutMs)} (goal ≤ ${s(g.checkoutMs)})${mark(times.checkoutMs <= g.checkoutMs)}; script rounds ${times.checkoutRounds} (≤ ${g.serialRounds})${mark(times.checkoutRounds <= g.serialRounds)}`,
    `  Cold signed-in /account?tab=billing → the payment method: ${s(times.billingMs)} (goal ≤ ${s(g.billingMs)})${mark(times.billingMs <= g.billingMs)}`,
    `  A login typed before slow scripts (each 1.5 s late) through within 8 s: ${times.slowLogins} of ${tries}${mark(times.slowLogins === tries)}`,
  ];
}
