/**
 * Account journeys against the built site and the sandbox API: the tab in the URL
 * and the browser's history, cancelling a plan (scheduled, and immediate after a failed payment), and
 * a session that expires while the person is on the page.
 */
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { failOnPageError, resetSandbox, signIn } from './support/session';

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

const subscriptionCard = (page: Page) =>
  page.locator('[data-slot="card"]', { has: page.getByRole('heading', { level: 2, name: 'Subscription' }) });

test('the tab lives in ?tab=, a deep link opens it, and tab changes replace the history entry', async ({ page }) => {
  await signIn(page);
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(/\/plans$/);
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).first().click();
  await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/account\?tab=billing$/);
  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page).toHaveURL(/\/account\?tab=usage$/);

  // Tab changes replaced the entry: one step back leaves the account page.
  await page.goBack();
  await expect(page).toHaveURL(/\/plans$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/account\?tab=usage$/);
  await expect(page.getByRole('tab', { name: 'Usage', selected: true })).toBeVisible();

  await page.goto('/account?tab=billing');
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
  await page.goto('/account?tab=nonsense');
  await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
});

test("cancelling a paid plan schedules it: 'Ends on', the access note, no next billing date, no cancel button", async ({
  page,
}) => {
  await signIn(page);
  const card = subscriptionCard(page);
  await expect(card.getByText('Next billing date')).toBeVisible();
  await card.getByRole('button', { name: 'Cancel subscription' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
  await expect(confirm).toContainText('Your Pro plan stays active until');
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();

  const done = page.getByRole('alertdialog', { name: 'Subscription cancelled' });
  await expect(done).toContainText('You keep access to your plan until');
  await done.getByRole('button', { name: 'OK' }).click();

  await expect(card.getByText('Cancellation scheduled')).toBeVisible();
  await expect(card.getByText('Ends on')).toBeVisible();
  await expect(card.getByText('Next billing date')).toHaveCount(0);
  await expect(card.getByText(/You keep access to every feature until/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});

test('after a failed payment, cancelling is immediate and the account is on the free plan', async ({
  page,
  request,
}) => {
  await resetSandbox(request, ['payment-failed']);
  await signIn(page);
  await expect(page.getByText('Your last payment failed')).toBeVisible();
  await page.getByRole('tab', { name: 'Team' }).click();
  // The past-due banner follows the person to the other tabs and leads to billing.
  await page.getByRole('link', { name: 'Go to billing' }).click();
  await expect(page).toHaveURL(/\/account\?tab=billing$/);
  await page.getByRole('tab', { name: 'General' }).click();

  const card = subscriptionCard(page);
  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your subscription now?' });
  await confirm.getByRole('button', { name: 'Cancel now' }).click();
  const done = page.getByRole('alertdialog', { name: 'Subscription cancelled' });
  await expect(done).toContainText('Your account is now on the free plan.');
  await done.getByRole('button', { name: 'OK' }).click();

  await expect(card.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText('Your last payment failed')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});

test('a session that expires mid-visit: the modal, then Login Again leads to /login with nothing stored', async ({
  page,
  request,
}) => {
  await signIn(page);
  await expect(subscriptionCard(page).getByText('Pro', { exact: true })).toBeVisible();
  expect((await request.post('/__sandbox/scenario', { data: { scenarios: ['session-expired'] } })).ok()).toBe(true);

  // The person comes back to the tab later: the page fetches again, and that call answers 401.
  await page.reload();
  const modal = page
    .getByRole('alertdialog', { name: 'Session Expired' })
    .or(page.getByRole('dialog', { name: 'Session Expired' }));
  await expect(modal).toContainText('Your session has expired and you need to log in again');
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);

  await modal
    .getByRole('button', { name: 'Login Again' })
    .or(modal.getByRole('link', { name: 'Login Again' }))
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
