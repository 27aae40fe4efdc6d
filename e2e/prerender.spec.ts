/**
 * The prerendered public pages (scripts/prerender.ts, public/prerendered-page.js, src/prerender/): the
 * page is in the HTML, so it shows before any script; the app then takes it over without losing what
 * the visitor typed, and never lets the browser send a form by itself.
 */
import type { Page, Route } from '@playwright/test';
import { SANDBOX_ACCOUNTS } from '../packages/sandbox/src/seed';
import { newPhoneContext } from './support/phone';
import { failOnPageError, resetSandbox } from './support/session';
import { expect, test } from './support/test';

const PUBLIC_PAGES = [
  ['/', 'Go live as a hologram, straight from your phone'],
  ['/about', 'About Holostream'],
  ['/plans', 'Plans and pricing'],
  ['/contact', 'Contact us'],
  ['/legal', 'Privacy policy and terms of service'],
  ['/commercial-disclosure', 'Commercial disclosure'],
  ['/login', 'Log in'],
  ['/signup', 'Create your account'],
  ['/reset-password', 'Reset your password'],
] as const;

/** Holds the app's entry script until `release()`: the page stays as the HTML brought it. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('with JavaScript off, every public page still shows its content, title and links, and forms post', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  for (const [path, heading] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).not.toHaveTitle('Holostream');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  }
  // Sent by the browser itself, a form goes as POST: nothing typed lands in the address.
  await page.goto('/login');
  await page.getByLabel('Email').fill('kai@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Secret-123');
  const sent = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/login'));
  await page.getByRole('button', { name: 'Log in' }).click();
  expect((await sent).method()).toBe('POST');
  expect((await sent).url()).not.toContain('Secret');
  await context.close();
});

test('the app adopts every prerendered page as it is: the same elements, no mismatch rendered again', async ({
  browser,
}) => {
  // Nine pages, each loading and hydrating the app: about 14 s on an idle machine, more on a busy one.
  test.slow();
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  failOnPageError(page);
  for (const [path, heading] of PUBLIC_PAGES) {
    const release = await holdTheApp(page);
    await page.goto(path);
    // Marks the static page's heading; React keeps the element when the HTML is what it renders.
    await page.evaluate(() => Object.assign(document.querySelector('h1') ?? {}, { staticElement: true }));
    release();
    await page.evaluate(() => document.dispatchEvent(new Event('holostream:load-app')));
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerendered'));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const kept = await page.evaluate(() => (document.querySelector('h1') as { staticElement?: boolean }).staticElement);
    expect(kept, `${path}: the heading is the prerendered element`).toBe(true);
    expect(warnings, `${path}: no hydration warning or error`).toEqual([]);
    await page.unrouteAll();
  }
  await context.close();
});

test('what is typed before the app has loaded stays, and the held-back submit is sent by the app', async ({
  context,
  request,
}) => {
  await resetSandbox(request);
  // A page of its own: the fixture's page waits for the app on each navigation.
  const page = await context.newPage();
  failOnPageError(page);
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const { email, password } = SANDBOX_ACCOUNTS.demo;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The browser did not send the form itself (it would have put the password in the address).
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', '/login');

  release();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
});

test('the plans show before the app, from the API, and Get started followed before it keeps the plan through logging in', async ({
  browser,
  request,
}) => {
  await resetSandbox(request);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  failOnPageError(page);
  const appRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(sent.url())) appRequests.push(sent.url());
  });
  // The plans are asked for, and their texts written, off the page's thread (src/prerender/plans-worker.ts).
  const worker = page.waitForEvent('worker');
  await page.goto('/plans');
  expect((await worker).url()).toMatch(/\/assets\/plans-worker-[\w-]+\.js$/);
  // Drawn by the page's own script (src/prerender/plans-island.ts) from the sandbox's answer.
  const pro = page.getByRole('group', { name: 'Pro', exact: true });
  await expect(pro.getByText('$49')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plans' }).getByRole('group')).toHaveCount(4);
  await expect(
    page.getByRole('group', { name: 'Enterprise' }).getByRole('link', { name: 'Contact sales' }),
  ).toHaveAttribute('href', '/contact');
  await pro.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(appRequests, 'the app was not loaded to show the plans or follow a link').toEqual([]);

  const { email, password } = SANDBOX_ACCOUNTS.demo;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Pro plan')).toBeVisible();
  await context.close();
});

test("a visitor /plans was not prerendered for (Japanese) gets the app alone, not the page's own script", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  failOnPageError(page);
  const islandRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/plans-island-[\w-]+\.js$/.test(sent.url())) islandRequests.push(sent.url());
  });
  await page.goto('/plans');
  await expect(page.getByRole('group', { name: 'プロ', exact: true })).toBeVisible();
  expect(islandRequests).toEqual([]);
  await context.close();
});

test('a Japanese visitor never sees the English page: it stays hidden until the app renders', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  failOnPageError(page);
  const release = await holdTheApp(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'stale');
  await expect(page.getByRole('heading', { level: 1, name: 'About Holostream' })).toBeHidden();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Holostreamについて' })).toBeVisible();
  await context.close();
});

test.describe('input before the app takes over, at phone size with a four times slower CPU', () => {
  // Ten visits each, half with the app's script held back 1.5 s, half with none held back.
  test.slow();

  for (const held of [1500, 0]) {
    const timing = held > 0 ? `held ${held} ms and until the typing is done` : 'not held';
    test(`login: typed text, focus and caret are kept, 5 of 5 with the script ${timing}`, async ({
      browser,
      request,
    }) => {
      await resetSandbox(request);
      const { email } = SANDBOX_ACCOUNTS.demo;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const context = await newPhoneContext(browser);
        const page = await context.newPage();
        failOnPageError(page);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        // Held: the app arrives after everything was typed (at least `held` ms; on a slow machine the typing
        // takes longer than that, and an app arriving mid-typing is the other case, with nothing held).
        let typed: () => void = () => undefined;
        const typingDone = new Promise<void>((resolve) => (typed = resolve));
        if (held > 0) {
          await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
            await Promise.all([new Promise((resolve) => setTimeout(resolve, held)), typingDone]);
            await route.continue();
          });
        }
        await page.goto('/login', { waitUntil: 'domcontentloaded' });
        await page.getByLabel('Email').pressSequentially(email);
        const password = page.getByLabel('Password', { exact: true });
        await password.pressSequentially('Hologram1!');
        // The caret two characters before the end, as a person fixing a typo leaves it.
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        typed();
        await expect(page.locator('html')).not.toHaveAttribute('data-prerendered', { timeout: 15_000 });
        await expect(page.getByLabel('Email'), `attempt ${attempt + 1}`).toHaveValue(email);
        await expect(password, `attempt ${attempt + 1}`).toHaveValue('Hologram1!');
        await expect(password).toBeFocused();
        await expect
          .poll(() => password.evaluate((field: HTMLInputElement) => field.selectionStart), {
            message: `caret, attempt ${attempt + 1}`,
          })
          .toBe('Hologram1!'.length - 2);
        // The app has the text: what is typed next lands where the caret is.
        await page.keyboard.type('X');
        await expect(password).toHaveValue('HologramX1!');
        await context.close();
      }
    });
  }

  test('signup: a terms box ticked on the static page is ticked in the app, and the held-back submit signs up once', async ({
    browser,
    request,
  }) => {
    await resetSandbox(request);
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    failOnPageError(page);
    const release = await holdTheApp(page);
    await page.goto('/signup', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Username').fill('earlybird');
    await page.getByLabel('Email').fill('earlybird@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Hologram1!');
    await page.getByLabel('Confirm password').fill('Hologram1!');
    const terms = page.getByRole('checkbox', { name: /I agree to the Terms/ });
    await terms.click();
    await expect(terms).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-prerendered', '/signup');
    release();
    await expect(page).toHaveURL(/\/account$/);
    const calls = (await (await request.get('/__sandbox/stats')).json()) as { operations: Record<string, number> };
    expect(calls.operations.signup).toBe(1);
    await context.close();
  });
});
