/**
 * The pages that are read, not used (about, contact, the legal texts, the commercial disclosure, the 404 page): each
 * is its prerendered HTML with no app, in both languages. What they need works without it: the header of a signed-in
 * visitor, its Log out (the server hears it), the legal page's two texts, the phone menu.
 */
import { SANDBOX_ACCOUNTS } from '../packages/sandbox/src/seed';
import { PHONE } from './support/phone';
import { failOnPageError, resetSandbox, signIn } from './support/session';
import { expect, test } from './support/test';

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

const DOCUMENTS = ['/about', '/contact', '/legal', '/commercial-disclosure', '/ja/about', '/ja/legal', '/no-such-page'];

test('a document loads no script of the app, in either language', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const address of DOCUMENTS) {
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('script[src], script[type="module"]').count(), address).toBe(0);
  }
  expect(scripts).toEqual([]);
});

test('signed in, a document shows Account and Log out; Log out there ends the session, and the server hears it', async ({
  page,
}) => {
  await signIn(page, 'demo', '/legal');
  const header = page.getByRole('banner').first();
  await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeHidden();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const heard = page.waitForResponse((response) => response.url().endsWith('/v1/user/logout'));
  await header.getByRole('button', { name: 'Log out' }).click();
  expect((await heard).status()).toBeLessThan(300);
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log out' })).toBeHidden();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  const after = await page.request.get('/v1/subscription', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  // The Account link of a document leads to the account (and its login) like any link.
  await page.goto('/about');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the legal page opens on the privacy policy; its terms tab, and the address sign-up links to, show the terms', async ({
  page,
}) => {
  await page.goto('/legal');
  await expect(page.getByRole('article', { name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Terms of service' })).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Legal documents' })
    .getByRole('link', { name: 'Terms of service' })
    .click();
  await expect(page.getByRole('article', { name: 'Terms of service' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Privacy policy' })).toBeHidden();
  await page.goto('/ja/legal#terms');
  await expect(page.getByRole('article', { name: '利用規約' })).toBeVisible();
});

test('on a phone, a document’s menu opens and its links and language link work', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/commercial-disclosure');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: /日本語/ }).tap();
  await expect(page).toHaveURL('/ja/commercial-disclosure');
  await page.getByRole('button', { name: 'メニューを開く' }).tap();
  await page.getByRole('dialog', { name: 'メニュー' }).getByRole('link', { name: 'お問い合わせ' }).tap();
  await expect(page).toHaveURL('/ja/contact');
  await context.close();
});

test('a signed-in visitor’s language and session are right on a document at first paint', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await signIn(page, 'alex', '/contact');
  await expect(page).toHaveURL('/ja/contact');
  const header = page.getByRole('banner').first();
  await expect(header.getByRole('link', { name: 'アカウント' })).toBeVisible();
  await header.getByRole('link', { name: 'アカウント' }).click();
  await expect(page).toHaveURL('/ja/account');
  await expect(page.getByText(SANDBOX_ACCOUNTS.alex.email).first()).toBeVisible();
  await context.close();
});
