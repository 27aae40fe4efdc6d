/**
 * Checkout journeys against the built site and the sandbox API (with the sandbox card
 * provider) on one origin, in Chromium: signed in as alex (free plan, no card), started from /plans.
 */
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { SANDBOX_ACCOUNTS } from '../packages/sandbox/src/seed';

test.use({ locale: 'en-US' });

const { email, password } = SANDBOX_ACCOUNTS.alex;
const FUTURE_EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__sandbox/reset', { data: { scenarios: [] } })).ok()).toBe(true);
  page.on('pageerror', (error) => {
    throw error;
  });
});

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * Opens checkout the way a person does: Pricing in the header (in its menu on a phone), then the plan's button on
 * /plans, which carries the plan id.
 */
async function startCheckout(page: Page, plan = 'Pro') {
  const header = page.getByRole('banner').first();
  const menuButton = header.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' }).click();
  } else {
    await header.getByRole('link', { name: 'Pricing' }).first().click();
  }
  await page
    .getByRole('button', { name: `Upgrade to ${plan}` })
    .or(page.getByRole('link', { name: `Upgrade to ${plan}` }))
    .click();
  await expect(page).toHaveURL(/\/checkout\?plan=\d+$/);
}

async function fillBilling(page: Page) {
  await page.getByLabel('Full name').fill('Alex Kim');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Street address').fill('1 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State / Province').fill('CA');
  await page.getByLabel('ZIP / Postal code').fill('94105');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').pressSequentially(number);
  await page.getByLabel('Expiry (MM / YY)').pressSequentially(FUTURE_EXPIRY);
  await page.getByLabel('CVC').pressSequentially('123');
}

const confirmHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Confirm your order' });

/** /account after a purchase: the success message from checkout, and the new plan in the general tab. */
async function expectBought(page: Page, plan = 'Pro') {
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`You're now on the ${plan} plan. Thank you for subscribing!`)).toBeVisible();
  const subscription = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { level: 2, name: 'Subscription' }),
  });
  await expect(subscription.getByText(plan, { exact: true })).toBeVisible();
  await expect(subscription.getByText('Active', { exact: true })).toBeVisible();
}

test('a new card, then confirm: the plan is bought and /account gets the success message', async ({ page }) => {
  await logIn(page);
  await startCheckout(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment details' })).toBeVisible();
  await fillBilling(page);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(confirmHeading(page)).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to payment details' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  await expectBought(page);
});

test('a second purchase with the saved card skips step 1', async ({ page }) => {
  await logIn(page);
  await startCheckout(page, 'Developer');
  await fillBilling(page);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await startCheckout(page, 'Pro');
  await expect(confirmHeading(page)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to payment details' })).toHaveCount(0);
});

test('a card that needs an extra step opens the 402 modal, which leads to that bill on the billing tab', async ({
  page,
}) => {
  await logIn(page);
  await startCheckout(page);
  await fillBilling(page);
  await fillCard(page, '4000002760003184');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Extra step required' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to account' }).click();
  await expect(page).toHaveURL(/\/account\?tab=billing#complete-payment$/);
  // A table row on a desktop, a card on a phone: the one shown.
  const waiting = page.locator('[data-highlighted]:visible');
  await expect(waiting).toBeInViewport();
  await expect(waiting.getByRole('link', { name: /^Complete payment/ })).toBeFocused();
});

test("a declined card shows the provider's message and keeps the form filled", async ({ page }) => {
  await logIn(page);
  await startCheckout(page);
  await fillBilling(page);
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Alex Kim');
  await expect(page.getByLabel('ZIP / Postal code')).toHaveValue('94105');
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(confirmHeading(page)).toHaveCount(0);
});

test('a double click on Confirm payment sends one request', async ({ page, request }) => {
  await logIn(page);
  await startCheckout(page);
  await fillBilling(page);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(confirmHeading(page)).toBeVisible();

  expect((await request.delete('/__sandbox/stats', { headers: { 'Content-Type': 'application/json' } })).ok()).toBe(
    true,
  );
  await page.getByRole('button', { name: 'Confirm payment' }).dblclick();
  await expect(page).toHaveURL(/\/account$/);
  const stats = (await (await request.get('/__sandbox/stats')).json()) as { operations: Record<string, number> };
  expect(stats.operations.subscribe).toBe(1);
});

test('signed out: Pro → Get started → log in → checkout for Pro → bought', async ({ page }) => {
  await page.goto('/plans');
  const pro = page.getByRole('group', { name: 'Pro' });
  await pro.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/checkout\?plan=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment details' })).toBeVisible();
  // The plan id survived the detour through login: the purchase is for Pro.
  await fillBilling(page);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(confirmHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expectBought(page);
});
