/**
 * Billing tab journeys against the built site and the sandbox API (with the sandbox card provider)
 * on one origin, in Chromium: the saved card, updating it through the dialog, the no-payment-method
 * card, and the history with its statuses, signed in as demo.
 */
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { failOnPageError, resetSandbox, sandboxCalls, signIn } from './support/session';

test.use({ locale: 'en-US' });

const FUTURE_EXPIRY = `12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

test.beforeEach(({ page }) => {
  failOnPageError(page);
});

const methodCard = (page: Page) =>
  page.locator('[data-slot="card"]', { has: page.getByRole('heading', { level: 2, name: 'Payment method' }) });

async function openBilling(page: Page) {
  await signIn(page, 'demo', '/account?tab=billing');
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
}

async function fillCardDialog(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Cardholder name').fill('Demo User');
  await dialog.getByLabel('Card number').pressSequentially(number);
  await dialog.getByLabel('Expiry (MM / YY)').pressSequentially(FUTURE_EXPIRY);
  await dialog.getByLabel('CVC').pressSequentially('123');
}

test('the saved card shows its brand, last four, expiry and added date', async ({ page, request }) => {
  await resetSandbox(request);
  await openBilling(page);
  const card = methodCard(page);
  await expect(card.getByText('Visa ending in 4242')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(card.getByText(`Expires 12/${new Date().getFullYear() + 3}`)).toBeVisible();
  await expect(card.getByText(/^Added on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
});

test('Update card with 4242 4242 4242 4242: one request on a double click, the new card shows', async ({
  page,
  request,
}) => {
  // The action card (Visa ending in 3184) is saved, so the new last four is visible.
  await resetSandbox(request, ['action-card']);
  await openBilling(page);
  const card = methodCard(page);
  await expect(card.getByText('Visa ending in 3184')).toBeVisible();
  const update = card.getByRole('button', { name: 'Update card' });
  await update.click();
  await expect(page.getByRole('dialog', { name: 'Update card' })).toBeVisible();
  await fillCardDialog(page, '4242424242424242');
  await page.getByRole('dialog').getByRole('button', { name: 'Save card' }).dblclick();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByText('Visa ending in 4242')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  await expect(card.getByText(`Added on ${today}`)).toBeVisible();
  await expect(page.getByText('Your card was saved')).toBeVisible();
  await expect(update).toBeFocused();
  expect((await sandboxCalls(request)).savePaymentMethod).toBe(1);

  // The server kept it: a reload shows the new card.
  await page.reload();
  await expect(methodCard(page).getByText('Visa ending in 4242')).toBeVisible();
});

test('a declined card keeps the dialog open with what was typed', async ({ page, request }) => {
  await resetSandbox(request);
  await openBilling(page);
  await methodCard(page).getByRole('button', { name: 'Update card' }).click();
  await fillCardDialog(page, '4000000000000002');
  const dialog = page.getByRole('dialog', { name: 'Update card' });
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(dialog.getByLabel('Cardholder name')).toHaveValue('Demo User');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  expect((await sandboxCalls(request)).savePaymentMethod ?? 0).toBe(0);
});

test('no saved card: the no-payment-method card, and Add card saves one', async ({ page, request }) => {
  await resetSandbox(request, ['no-payment-method']);
  await openBilling(page);
  const card = methodCard(page);
  await expect(card.getByRole('heading', { name: 'No payment method' })).toBeVisible();
  await card.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a card' })).toBeVisible();
  await fillCardDialog(page, '4242424242424242');
  await page.getByRole('dialog').getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByText('Visa ending in 4242')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Update card' })).toBeFocused();
});

test('the history lists bills with their statuses and actions', async ({ page, request }) => {
  await resetSandbox(request);
  await openBilling(page);
  const table = page.getByRole('table', { name: 'Billing history' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(10);
  await expect(table.getByText('Processing')).toBeVisible();
  await expect(table.getByText('Succeeded').first()).toBeVisible();
  await expect(table.getByText('Action Required')).toBeVisible();
  await expect(table.getByText('Payment Failed')).toBeVisible();
  await expect(table.getByText('Canceled')).toBeVisible();
  await expect(table.getByText('49.00 USD').first()).toBeVisible();

  const invoice = table.getByRole('link', { name: /^View invoice:/ }).first();
  await expect(invoice).toHaveAttribute('target', '_blank');
  const invoicePage = await request.get((await invoice.getAttribute('href')) ?? '');
  expect(invoicePage.ok()).toBe(true);
  // The demo world's failed bills were paid by later bills of the same description: nothing is paid twice.
  await expect(table.getByText('Settled by a later payment')).toHaveCount(2);
  await expect(table.getByRole('link', { name: /^Complete payment:/ })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^Use a different card:/ })).toHaveCount(0);

  // A failed renewal still waiting offers another card.
  await resetSandbox(request, ['payment-failed']);
  await openBilling(page);
  const use = table.getByRole('button', { name: /^Use a different card:/ });
  await use.click();
  await expect(page.getByRole('dialog', { name: 'Update card' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(use).toBeFocused();
});

test('on a phone the history is a list of cards', async ({ page, request }) => {
  await resetSandbox(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await openBilling(page);
  const list = page.getByRole('list', { name: 'Billing history' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(9);
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
