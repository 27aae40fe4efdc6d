/**
 * Nothing a person chose or typed is lost: the plan through signup, a draft through an
 * expired session, honest checkout history, payable failed bills, expiry on
 * /plans, the empty card marked at once. Built site and sandbox API, in Chromium.
 */
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { PLAN_IDS, SANDBOX_ACCOUNTS } from '../packages/sandbox/src/seed';
import { logIn, resetSandbox, sandboxCalls } from './support/session';

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  page.on('pageerror', (error) => {
    throw error;
  });
});

const FUTURE_EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const header = (page: Page) => page.getByRole('banner');
const sessionExpired = (page: Page) => page.getByRole('alertdialog', { name: 'Session Expired' });

async function setScenarios(page: Page, scenarios: string[]) {
  expect((await page.request.post('/__sandbox/scenario', { data: { scenarios } })).ok()).toBe(true);
}

async function signUp(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Hologram1!');
  await page.getByLabel('Confirm password').fill('Hologram1!');
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
}

const getStarted = (page: Page, plan: string) =>
  page.getByRole('group', { name: plan }).getByRole('link', { name: 'Get started' });

test("signed out: Pro's Get started → login → Sign up → (reload) → signup lands on checkout with Pro", async ({
  page,
}) => {
  await page.goto('/plans');
  await getStarted(page, 'Pro').click();
  const wayToCheckout = `redirectTo=${encodeURIComponent(`/checkout?plan=${PLAN_IDS.pro}`)}`;
  await expect(page).toHaveURL(`/login?${wayToCheckout}`);
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(`/signup?${wayToCheckout}`);
  await page.reload();
  await signUp(page, 'planfollower');
  // Checkout is buying Pro, and says so on step 1.
  await expect(page).toHaveURL(`/checkout?plan=${PLAN_IDS.pro}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment details' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your plan' })).toContainText('Pro plan');
  // Nothing of the way in is kept in storage: the address carried it.
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['react-router-scroll-positions']);
});

test('signup without a token: the plan still leads through /login to checkout', async ({ page }) => {
  await setScenarios(page, ['signup-without-token']);
  await page.goto('/plans');
  await getStarted(page, 'Developer').click();
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await signUp(page, 'nottokened');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByText('Your account has been created')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Hologram1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/checkout?plan=${PLAN_IDS.developer}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('a guarded route with its query survives the way in: /account?tab=billing → login → billing tab', async ({
  page,
}) => {
  await page.goto('/account?tab=billing');
  await expect(page).toHaveURL('/login?redirectTo=%2Faccount%3Ftab%3Dbilling');
  const { email, password } = SANDBOX_ACCOUNTS.demo;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\?tab=billing$/);
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
});

test('feedback typed → session expires on Send → the form stays under the modal → Login Again → text back, sent once', async ({
  page,
  request,
}) => {
  await logIn(page);
  await page.goto('/feedback');
  await page.getByLabel('Title').fill('Depth stream stutters');
  const message = 'On the iPhone 15 Pro the depth stream stutters every few seconds when the room is dark.';
  await page.getByLabel('Message').fill(message);
  await setScenarios(page, ['session-expired']);
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(sessionExpired(page)).toBeVisible();
  // The form is still there under the modal, with what was typed.
  await expect(page.getByLabel('Message')).toHaveValue(message);
  await setScenarios(page, []);
  await sessionExpired(page).getByRole('button', { name: 'Login Again' }).click();
  await expect(page).toHaveURL('/login?redirectTo=%2Ffeedback');
  const { email, password } = SANDBOX_ACCOUNTS.demo;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByLabel('Title')).toHaveValue('Depth stream stutters');
  await expect(page.getByLabel('Message')).toHaveValue(message);
  await expect(page.getByText('What you typed earlier is back.')).toBeVisible();
  const before = (await sandboxCalls(request)).sendFeedback ?? 0;
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(/Thank you|sent/i);
  expect((await sandboxCalls(request)).sendFeedback).toBe(before + 1);
  // Sent: the draft is gone.
  await page.goto('/feedback');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('another account in the same tab never sees the draft', async ({ page }) => {
  await logIn(page);
  await page.goto('/feedback');
  await page.getByLabel('Message').fill('Private note of the demo account');
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await logIn(page, 'alex');
  await page.goto('/feedback');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('pay, then Back: checkout is not shown again', async ({ page }) => {
  await logIn(page, 'alex');
  await page.goto('/plans');
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await page.getByLabel('Full name').fill('Alex Kim');
  await page.getByLabel('Street address').fill('1 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State / Province').fill('CA');
  await page.getByLabel('ZIP / Postal code').fill('94105');
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry (MM / YY)').pressSequentially(FUTURE_EXPIRY);
  await page.getByLabel('CVC').pressSequentially('123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);
});

test('a failed bill can be paid: Pay this bill (its invoice) and Use a different card', async ({ page }) => {
  await setScenarios(page, ['payment-failed']);
  await logIn(page);
  await page
    .getByRole('link', { name: 'Go to billing' })
    .or(page.getByRole('link', { name: /billing/i }))
    .first()
    .click();
  await expect(page).toHaveURL(/tab=billing/);
  const pay = page.getByRole('link', { name: /^Pay this bill: / }).first();
  await expect(pay).toHaveAttribute('href', /\/__sandbox\/invoices\/\d+$/);
  await expect(page.getByRole('button', { name: /^Use a different card: / }).first()).toBeVisible();
  // The notice replaced the history entry: Back leaves the account instead of returning to the general tab.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/account$/);
});

test('expiry on /plans signs out quietly; no modal follows to the next page', async ({ page }) => {
  await logIn(page);
  await setScenarios(page, ['session-expired']);
  await page.goto('/plans');
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(sessionExpired(page)).toHaveCount(0);
  await header(page).getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(sessionExpired(page)).toHaveCount(0);
});
