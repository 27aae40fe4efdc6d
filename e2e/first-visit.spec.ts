/**
 * A first visit, as a person meets it: the public pages are prerendered (English, signed out) and hydrate as soon
 * as their scripts arrive. What a page first shows is true for the visitor without any press (a reset link, a
 * stored session, a Japanese browser), and before the scripts run the page is plain HTML that works: its links,
 * its phone menu, its language link, and its fields, which keep what was typed.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { SANDBOX_ACCOUNTS } from '../packages/sandbox/src/seed';
import { PHONE } from './support/phone';
import { failOnPageError, resetSandbox, signIn } from './support/session';
import { appReady, expect, test } from './support/test';

/** Holds every script file of the site until `release()`: the page stays as its HTML brought it. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A page of its own in `context`, whose navigations do not wait for the app (it is held on purpose). */
async function plainPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  failOnPageError(page);
  return page;
}

/** The reset link the sandbox e-mailed to `email` after a forgot-password request. */
async function resetLink(page: Page, email: string): Promise<string> {
  expect((await page.request.post('/v1/user/auth/forgot-password', { data: { email } })).ok()).toBe(true);
  const outbox = await page.request.get(`/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { link: string }[] };
  const link = new URL(messages.at(-1)?.link ?? '');
  return `${link.pathname}${link.search}`;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('true for the visitor without a press', () => {
  test('a reset link shows whose password it resets and the form; a bad one says it is invalid', async ({ page }) => {
    const { email } = SANDBOX_ACCOUNTS.alex;
    await page.goto(await resetLink(page, email));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toBeEditable();
    await expect(page.getByText('No reset token provided')).toHaveCount(0);

    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByText('Invalid or expired reset token')).toBeVisible();
    await page.goto('/reset-password');
    await expect(page.getByText('No reset token provided')).toBeVisible();
  });

  test('a Japanese browser reads the reset link in Japanese', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await plainPage(context);
    const { email } = SANDBOX_ACCOUNTS.alex;
    await page.goto(await resetLink(page, email));
    await expect(page.getByRole('heading', { level: 1, name: '新しいパスワードの設定' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await context.close();
  });

  test('a signed-in visitor never sees "Log in" in the header, and /login sends them on to the account', async ({
    context,
  }) => {
    const page = await plainPage(context);
    await signIn(page, 'demo', null);
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    // Before the app: the signed-out actions are in the HTML but hidden for this visitor.
    await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
    release();
    await appReady(page);
    const header = page.getByRole('banner').first();
    await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  });

  test('a signed-in free visitor sees Current plan on Free', async ({ page }) => {
    await signIn(page, 'alex', '/plans');
    const free = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Free' }) });
    await expect(free.getByText('Current plan')).toBeVisible();
  });

  test('a Japanese browser never sees the English page: hidden until Japanese, with no layout shift', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...PHONE, locale: 'ja-JP' });
    const page = await plainPage(context);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'About Holostream' })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Holostreamについて' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle('会社概要 · Holostream');
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
    await context.close();
  });
});

test.describe('plain HTML until the app arrives', () => {
  test('links work, the phone menu opens and the language link leads to the Japanese page', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await plainPage(context);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
    await menu.getByRole('link', { name: 'About' }).tap();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Holostream' })).toBeVisible();

    await page.getByRole('link', { name: /日本語/ }).tap();
    await expect(page).toHaveURL('/about?lng=ja');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Holostreamについて' })).toBeVisible();
    // Adopted and remembered: the parameter leaves the address.
    await expect(page).toHaveURL('/about');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ja');
    await context.close();
  });

  test('what is typed before the app stays, and a press before it sends nothing and shows nothing in the address', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await plainPage(context);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/') || request.isNavigationRequest()) sent.push(request);
    });
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const { email, password } = SANDBOX_ACCOUNTS.demo;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Log in' }).click({ force: true });
    expect(sent.map((request) => request.url()).filter((url) => !url.endsWith('/login'))).toEqual([]);
    await expect(page).toHaveURL('/login');

    release();
    await appReady(page);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/account');
    const logins = sent.filter((request) => request.url().endsWith('/v1/user/auth'));
    expect(logins).toHaveLength(1);
    expect(sent.every((request) => !request.url().includes(encodeURIComponent(password)))).toBe(true);
    await context.close();
  });

  for (const [name, late] of [
    ['with the scripts 1.5 s late', 1500],
    ['with none late', 0],
  ] as const) {
    test(`at phone size, the language toggle and the phone menu work pressed at first paint, ${name}`, async ({
      browser,
    }) => {
      const context = await browser.newContext(PHONE);
      const page = await plainPage(context);
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, late));
        await route.continue();
      });
      await page.goto('/contact', { waitUntil: 'commit' });
      await page.getByRole('link', { name: /日本語/ }).tap();
      await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();

      await page.goto('/contact', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'メニューを開く' }).tap();
      await expect(page.getByRole('dialog', { name: 'メニュー' })).toBeVisible();
      await context.close();
    });
  }
});
