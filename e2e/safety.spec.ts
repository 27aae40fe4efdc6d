/**
 * Safe in the conditions subscribers meet: logging out offline, a payment retried after a proxy's 502 or a reload
 * (charged once), a logout in one tab and the drafts of another, and a server error told as ours in both languages.
 */
import type { Page, Request } from '@playwright/test';
import { PLAN_IDS } from '../packages/sandbox/src/seed';
import { failOnPageError, resetSandbox, signIn } from './support/session';
import { expect, test } from './support/test';

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

const header = (page: Page) => page.getByRole('banner').first();

test('logout offline clears this tab at once, and the server hears of it once back online', async ({
  page,
  context,
}) => {
  // Home first, then the account: the pages it goes between are loaded (offline, a page whose code never loaded
  // cannot open, and the router reloads the document instead).
  await signIn(page, 'demo', '/');
  await header(page).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const logouts: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/user/logout')) logouts.push(request);
  });
  await context.setOffline(true);
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You've logged out" })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  await context.setOffline(false);
  await expect.poll(() => logouts.filter((request) => request.failure() === null).length).toBeGreaterThan(0);
});

test('a purchase retried after a 502 and after a reload sends the same Idempotency-Key', async ({ page }) => {
  const keys: string[] = [];
  let answered = 0;
  await page.route('**/v1/subscription', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    answered += 1;
    // A proxy in front of the API failed: the request may have reached it.
    if (answered <= 2) return route.fulfill({ status: 502, body: 'Bad Gateway' });
    return route.fallback();
  });
  await signIn(page, 'demo', `/checkout?plan=${PLAN_IDS.developer}`);
  // From Pro to the cheaper Developer plan nothing is charged today: the button confirms a change.
  const confirm = page.getByRole('button', { name: 'Confirm change' });
  await confirm.click();
  await expect(page.getByText('Something went wrong on our side.')).toBeVisible();
  await page.reload();
  await confirm.click();
  await expect(page.getByText('Something went wrong on our side.')).toBeVisible();
  await confirm.click();
  await expect(page).toHaveURL('/account');
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  // The attempt ended with its answer: nothing of it is kept.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('attempt')))).toEqual([]);
});

test('a logout in one tab forgets the drafts of the other tabs', async ({ page, context }) => {
  await signIn(page, 'demo', '/feedback');
  await page.getByLabel('Title').fill('Depth stream stutters');
  await page.getByLabel('Message').fill('Every few seconds in a dark room.');
  const other = await context.newPage();
  await other.goto('/account');
  await other.getByRole('banner').first().getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').first().getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('draft')))).toEqual([]);
});

for (const [language, locale, ours, notOurs] of [
  ['English', 'en-US', 'Something went wrong on our side.', /connection/i],
  ['Japanese', 'ja-JP', 'サーバー側で問題が発生しました。', /接続を確認/],
] as const) {
  test(`a server error on the general and billing tabs says the problem is ours (${language})`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    failOnPageError(page);
    await signIn(page, 'demo', null);
    await resetSandbox(request, ['server-error']);
    for (const address of ['/account', '/account?tab=billing']) {
      await page.goto(address);
      const alert = page.getByRole('alert').first();
      await expect(alert, address).toContainText(ours);
      await expect(alert, address).not.toContainText(notOurs);
    }
    await context.close();
  });
}
