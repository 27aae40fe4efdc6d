/**
 * Feedback journeys (docs/product.md §2, §4, §8) against the built site and the sandbox API on one origin, in
 * Chromium: signed in as demo, at /feedback.
 */
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { failOnPageError, resetSandbox, sandboxCalls, signIn } from './support/session';

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

async function openFeedback(page: Page) {
  await signIn(page, 'demo', '/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Send feedback' })).toBeVisible();
}

async function fill(page: Page) {
  await page.getByRole('textbox', { name: 'Title' }).fill('  Hologram flickers  ');
  await page.getByRole('textbox', { name: 'Message' }).fill('  After ten minutes of streaming.  ');
}

test('a double click on Send sends one message, thanks, and goes back to /account', async ({ page, request }) => {
  await openFeedback(page);
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('4');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Feature request' });
  await fill(page);
  await expect(page.getByText('21/255')).toBeVisible();

  await send.dblclick();
  const dialog = page.getByRole('alertdialog', { name: 'Thank you for your feedback!' });
  await expect(dialog).toBeVisible();
  expect((await sandboxCalls(request)).sendFeedback).toBe(1);

  await dialog.getByRole('button', { name: 'Back to account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(dialog).toBeHidden();
});

test('a 429 says to wait before sending again', async ({ page, request }) => {
  await resetSandbox(request, ['feedback-rate-limited']);
  await openFeedback(page);
  await fill(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "You're sending feedback too quickly. Please wait a moment before trying again.",
  );
  // Editing a field clears the message.
  await page.getByRole('textbox', { name: 'Title' }).press('End');
  await page.getByRole('textbox', { name: 'Title' }).pressSequentially('!');
  await expect(page.getByRole('alert')).toBeHidden();
});

test('Cancel goes to /account and sends nothing', async ({ page, request }) => {
  await openFeedback(page);
  await fill(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/account$/);
  expect((await sandboxCalls(request)).sendFeedback).toBeUndefined();
});
