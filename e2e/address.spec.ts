/**
 * The choice lives in the address: the plan being bought (`/checkout?plan=`) and the way back after signing in
 * (`/login?redirectTo=`) can be shared, bookmarked and reloaded at every step; nothing of them is kept in storage,
 * and an address can never send a person to another site.
 */
import { PLAN_IDS, SANDBOX_ACCOUNTS } from '../packages/sandbox/src/seed';
import { OFF_SITE_PAYLOADS, walkPayload } from './support/off-site';
import { failOnPageError, resetSandbox, signIn } from './support/session';
import { expect, test } from './support/test';

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

const checkoutPro = `/checkout?plan=${PLAN_IDS.pro}`;

test('a shared checkout link, opened signed out, leads through login (reloaded) to checkout for that plan', async ({
  page,
}) => {
  await page.goto(checkoutPro);
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(checkoutPro)}`);
  await page.reload();
  const { email, password } = SANDBOX_ACCOUNTS.alex;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(checkoutPro);
  await expect(page.getByRole('complementary', { name: 'Your plan' })).toContainText('Pro plan');
  await expect(page.getByRole('complementary', { name: 'Your plan' })).toContainText('$49.00 / month');
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['react-router-scroll-positions']);

  // A reload on step 1 is the same checkout.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment details' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your plan' })).toContainText('Pro plan');
});

test('a signed-in page opened signed out: login takes its place in the history, and the way back keeps its fragment', async ({
  page,
}) => {
  await page.goto('/about');
  const bill = '/account?tab=billing#complete-payment';
  await page.goto(bill);
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(bill)}`);
  // Back leaves for the page before, not to the signed-in address that would send it to login again.
  await page.goBack();
  await expect(page).toHaveURL('/about');
  await page.goForward();
  const { email, password } = SANDBOX_ACCOUNTS.demo;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(bill);
});

test('a reload on step 2 stays on checkout for the same plan', async ({ page }) => {
  // The demo account is on Pro with a saved card: switching to Developer opens on step 2.
  const checkoutDeveloper = `/checkout?plan=${PLAN_IDS.developer}`;
  await signIn(page, 'demo', checkoutDeveloper);
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm your order' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(checkoutDeveloper);
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm your order' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Developer plan');
});

test('an address naming no plan it can sell leads to the plans, with a note to choose one', async ({ page }) => {
  await signIn(page, 'alex', null);
  for (const address of ['/checkout?plan=abc', '/checkout?plan=999', '/checkout']) {
    await page.goto(address);
    await expect(page, address).toHaveURL('/plans?notice=choose-plan');
    await expect(page.getByRole('status').filter({ hasText: 'Choose a plan' })).toBeVisible();
  }
  // The plans took the refused address's place: Back leaves for the page before.
  await page.goto('/about');
  await page.goto('/checkout?plan=999');
  await expect(page).toHaveURL('/plans?notice=choose-plan');
  await page.goBack();
  await expect(page).toHaveURL('/about');
});

test('checkout of the plan a person has, or of one not sold online, stops before any payment step', async ({
  page,
}) => {
  await signIn(page, 'demo', null);
  await page.goto('/checkout?plan=3');
  await expect(page).toHaveURL('/plans?notice=current-plan');
  await expect(page.getByRole('status').filter({ hasText: 'You already have that plan' })).toBeVisible();
  await page.goto('/checkout?plan=4');
  await expect(page).toHaveURL('/plans?notice=not-for-sale');
  await expect(page.getByRole('status').filter({ hasText: "That plan isn't bought online" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);
});

test('a way back that is not a path of this site is refused: after login the person is on their account', async ({
  page,
}) => {
  const { email, password } = SANDBOX_ACCOUNTS.demo;
  for (const target of ['//evil.example/account', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
    await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page, target).toHaveURL('/account');
    await page.getByRole('banner').first().getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "You've logged out" })).toBeVisible();
  }
});

test('no address leaves the site: not the page script, the server or the language link, whatever the path holds', async ({
  browser,
  baseURL,
}) => {
  // A page that never settles (the old visitor script stopped the page and then threw) waits its full time.
  test.setTimeout(120_000);
  const site = new URL(baseURL ?? '').origin;
  const leaving: Record<string, string[]> = {};
  for (const payload of OFF_SITE_PAYLOADS) {
    const { left, url } = await walkPayload(browser, site, payload);
    if (left.length > 0 || new URL(url).origin !== site) leaving[payload] = [...left, url];
  }
  expect(leaving).toEqual({});
});

test('the way back survives every door: the header’s Sign up on a login page sent from checkout leads back to it', async ({
  page,
}) => {
  await page.goto(`/login?redirectTo=${encodeURIComponent('/checkout?plan=2')}`);
  const header = page.getByRole('banner').first();
  await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/signup?redirectTo=%2Fcheckout%3Fplan%3D2',
  );
  await header.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Username').fill('wayback');
  await page.getByLabel('Email').fill('wayback@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Wayback-pass1!');
  await page.getByLabel('Confirm password').fill('Wayback-pass1!');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/checkout?plan=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});
