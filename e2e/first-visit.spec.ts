/**
 * A first visit, as a person meets it: every page is prerendered in English and in Japanese, each at its own
 * address, and the app's pages hydrate as soon as their scripts arrive (documents have none). What a page first
 * shows is true for the visitor without any press (a reset link, a stored session, a Japanese browser), and before
 * the scripts run the page is plain HTML that works: its links, its phone menu, its language link, and its fields,
 * which keep what was typed.
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
    const link = await resetLink(page, email);
    const token = new URL(link, 'https://x.test').searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    const referers: string[] = [];
    page.on('request', (request) => referers.push(request.headers()['referer'] ?? ''));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toBeEditable();
    await expect(page.getByText('No reset token provided')).toHaveCount(0);
    // Read, the token leaves the address (history, a shared screenshot), and no request of the page sent it on.
    await expect(page).toHaveURL('/reset-password');
    expect(referers.filter((referer) => referer.includes(token))).toEqual([]);
    await page.reload();
    await expect(page.getByLabel('New password', { exact: true })).toBeEditable();

    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByText('Invalid or expired reset token')).toBeVisible();
    // A new tab: in the same one, Chromium treats the same address as a reload and keeps the entry's state (the token).
    const bare = await page.context().newPage();
    await bare.goto('/reset-password');
    await expect(bare.getByText('No reset token provided')).toBeVisible();
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

  for (const [address, japanese] of [
    ['/about', 'Holostreamについて'],
    ['/plans', '料金プラン'],
  ] as const) {
    test(`a Japanese browser opening ${address} is on the Japanese page at first paint, before any script`, async ({
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
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const release = await holdScripts(page);
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      await expect(page).toHaveURL(`/ja${address}`);
      // The Japanese page as written at build: no script has run (they are held).
      await expect(page.getByRole('heading', { level: 1, name: japanese })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page).toHaveTitle(/ · Holostream$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        new RegExp(`${address}$`),
      );
      release();
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: japanese })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
      // A document is read, not used: it loads no script at all.
      if (address === '/about') expect(scripts).toEqual([]);
      await context.close();
    });
  }

  test('the chosen language is kept: an address without a language follows it, the other language link changes it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await plainPage(context);
    await page.goto('/ja/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
    // An English browser that followed a Japanese link has not chosen: English addresses stay English.
    await page.goto('/contact');
    await expect(page).toHaveURL('/contact');
    await page.goto('/ja/contact');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL('/contact');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /日本語/ })
      .click();
    await expect(page).toHaveURL('/ja/contact');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ja');
    await page.goto('/plans');
    await expect(page).toHaveURL('/ja/plans');
    // An older link that asks for a language (`?lng=`) is a choice too, and leaves the address.
    await page.goto('/legal?lng=en');
    await expect(page).toHaveURL('/legal');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy and terms of service' })).toBeVisible();
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
    await expect(page).toHaveURL('/ja/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Holostreamについて' })).toBeVisible();
    release();
    // Remembered: the addresses without a language follow it from now on.
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ja');
    await context.close();
  });

  test('the reset page opened without a token says so and leads to login; with one it says it is checking', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await plainPage(context);
    await holdScripts(page);
    await page.goto('/reset-password', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('No reset token provided')).toBeVisible();
    await expect(page.getByText('Checking your reset link…')).toBeHidden();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await expect(page).toHaveURL('/login');

    await page.goto('/reset-password?token=abc', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('Checking your reset link…')).toBeVisible();
    await expect(page.getByText('No reset token provided')).toBeHidden();
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
