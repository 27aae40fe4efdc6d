/**
 * The subscription's whole life, told the same on every screen, against the built site and the sandbox API (with the
 * sandbox card provider) on one origin: a Pro subscriber whose plan ended buys Pro again from /plans, and a purchase
 * that needs the card's extra step (a 402) is the payment waiting on General and Billing alike.
 */
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { failOnPageError, resetSandbox, signIn } from './support/session';

test.use({ locale: 'en-US' });

const FUTURE_EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test.beforeEach(({ page }) => {
  failOnPageError(page);
});

/** The general tab's subscription card. */
const subscriptionCard = (page: Page) =>
  page.locator('[data-slot="card"]', { has: page.getByRole('heading', { level: 2, name: 'Subscription' }) });

for (const scenario of ['subscription-cancelled', 'subscription-removed'] as const) {
  test(`a Pro subscriber whose plan ended (${scenario}) buys Pro again from /plans`, async ({ page, request }) => {
    await resetSandbox(request, [scenario]);
    await signIn(page, 'demo');
    // General: the plan ended, the account is on the free plan, nothing listed under the past date.
    const card = subscriptionCard(page);
    await expect(card.getByText(/^Your Pro plan ended on .+, and your account is on the free plan\./)).toBeVisible();
    await expect(card.getByRole('list', { name: 'What Pro includes' })).toHaveCount(0);
    await card.getByRole('link', { name: 'Choose a plan' }).click();

    // Plans: the free plan is current; Pro can be bought again.
    await expect(page).toHaveURL(/\/plans$/);
    const free = page.getByRole('group', { name: 'Free' });
    await expect(free.getByText('Current plan')).toBeVisible();
    const pro = page.getByRole('group', { name: 'Pro' });
    await expect(pro.getByText('Current plan')).toHaveCount(0);
    await pro.getByRole('link', { name: 'Upgrade to Pro' }).click();

    // Checkout, not refused: a first purchase of a full month, with the saved card.
    await expect(page).toHaveURL(/\/checkout\?plan=3$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Confirm your order' })).toBeVisible();
    await expect(page.getByText("You're buying the Pro plan.")).toBeVisible();
    const summary = page.locator('section', { has: page.getByRole('heading', { name: 'Order summary' }) });
    await expect(summary.getByText('$49.00', { exact: true })).toBeVisible();
    await expect(summary.getByText(/^Prorated for/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirm payment' }).click();

    // The sandbox took it: Pro runs again.
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText("You're now on the Pro plan. Thank you for subscribing!")).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'What Pro includes' })).toBeVisible();
  });
}

test('a purchase that needs the extra step is the payment waiting on General and Billing alike', async ({
  page,
  request,
}) => {
  await resetSandbox(request);
  await signIn(page, 'alex', '/plans');
  await page.getByRole('group', { name: 'Pro' }).getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=\d+$/);
  await page.getByLabel('Full name').fill('Alex Kim');
  await page.getByLabel('Email').fill('alex@holostream.dev');
  await page.getByLabel('Street address').fill('1 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State / Province').fill('CA');
  await page.getByLabel('ZIP / Postal code').fill('94105');
  await page.getByLabel('Card number').pressSequentially('4000002760003184');
  await page.getByLabel('Expiry (MM / YY)').pressSequentially(FUTURE_EXPIRY);
  await page.getByLabel('CVC').pressSequentially('123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Extra step required' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to account' }).click();

  // Billing: the next payment is the one waiting, never "Nothing to pay" beside the bill that asks for it.
  await expect(page).toHaveURL(/\/account\?tab=billing#complete-payment$/);
  const next = page.getByRole('region', { name: 'Next payment' });
  await expect(next.getByText('49.00 USD is waiting for you')).toBeVisible();
  await expect(next.getByRole('link', { name: 'Complete payment' })).toBeVisible();
  await expect(page.getByText('Nothing to pay')).toHaveCount(0);
  await expect(page.locator('[data-highlighted]:visible').getByText('Action Required')).toBeVisible();

  // General says the same.
  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByText('A payment is waiting for you')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
    'href',
    '/account?tab=billing#complete-payment',
  );
});
