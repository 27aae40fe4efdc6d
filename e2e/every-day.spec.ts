/**
 * Right on every day, for every visitor: a prerendered page is the same HTML whatever the day, and when the first
 * render in a browser still differs from it (a later year on the visitor's clock, a browser extension that edited
 * the page before the app started), the page recovers and keeps working instead of going blank.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { resetSandbox, signIn } from './support/session';
import { appReady, expect, test } from './support/test';

/** Every page the build prerendered, by its address (the site's own folder, as `npm start` serves it). */
function prerenderedAddresses(): string[] {
  const client = path.resolve(import.meta.dirname, '../apps/site/dist/client');
  const addresses = readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/').replace(/\\/g, '/'));
  return addresses.sort();
}

const NEXT_YEAR = new Date().getFullYear() + 1;
/** 00:01 on 1 January of the year after the build, in Tokyo: the first minute the footer's year differs. */
const NEXT_YEAR_IN_TOKYO = new Date(`${NEXT_YEAR}-01-01T00:01:00+09:00`);

/** Collects the page's uncaught errors (the app's Trusted Types refusals among them). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.use({ timezoneId: 'Asia/Tokyo' });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('every prerendered page works with the clock in a later year, in both languages', async ({ page }) => {
  const addresses = prerenderedAddresses();
  expect(addresses).toContain('/ja/plans');
  await page.clock.install({ time: NEXT_YEAR_IN_TOKYO });
  const errors = pageErrors(page);
  for (const address of addresses) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(`© ${NEXT_YEAR} Holostream`)).toBeVisible();
    expect(errors, address).toEqual([]);
  }
});

test('a page whose text was changed before the app started recovers, reports it once, and works', async ({
  context,
}) => {
  // A page of its own: its navigations do not wait for the app, whose scripts are held.
  const page = await context.newPage();
  const errors = pageErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('hydrate page')) warnings.push(message.text());
  });
  for (const [address, heading, link] of [
    ['/plans', 'Plans and pricing', 'About'],
    ['/ja/login', 'ログイン', '会社概要'],
  ] as const) {
    // What an extension does: it edits a text node of the page after it is parsed, before the app's scripts run.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      const title = document.querySelector('h1');
      if (title?.firstChild) title.firstChild.textContent += ' (edited)';
    });
    release();
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    // The app is alive: its links navigate inside the page.
    await page.getByRole('banner').getByRole('link', { name: link, exact: true }).first().click();
    await expect(page).toHaveURL(address.startsWith('/ja') ? '/ja/about' : '/about');
    expect(errors, address).toEqual([]);
    expect(warnings, address).toHaveLength(1);
    warnings.length = 0;
    await page.unrouteAll();
  }
});

for (const [zone, firstOfMonth] of [
  ['Asia/Tokyo', '2026-12-01T00:30:00+09:00'],
  ['Pacific/Kiritimati', '2026-12-01T00:30:00+14:00'],
] as const) {
  test(`usage and the hours warning work at 00:30 on the 1st in ${zone}`, async ({ browser, request }) => {
    // The server at the same instant (still November in UTC), its demo plan's month at 85 %.
    expect(
      (await request.post('/__sandbox/reset', { data: { scenarios: ['hours-near-limit'], now: firstOfMonth } })).ok(),
    ).toBe(true);
    const context = await browser.newContext({ timezoneId: zone, locale: 'ja-JP' });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.clock.install({ time: new Date(firstOfMonth) });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/v1/') && response.status() >= 400) refused.push(response.url());
    });
    await signIn(page, 'demo', '/ja/account?tab=usage');
    await appReady(page);
    await expect(page.getByRole('img', { name: /月別配信時間の棒グラフ/ })).toBeVisible();
    await expect(page.locator('[data-slot="hours-warning"]')).toContainText('今月の配信時間の85%を使用しました');
    await expect(page.getByText('利用データを読み込めませんでした')).toHaveCount(0);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}
