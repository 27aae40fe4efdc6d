/**
 * Security tab journeys against the built site and the sandbox API: the session list with
 * the current session first, revoking another session, and changing the password, which signs every
 * other session out and is the password from then on.
 */
import { expect, test, waitForAppOnNavigation } from './support/test';
import type { Browser, Page } from '@playwright/test';
import { SANDBOX_ACCOUNTS } from '../packages/sandbox/src/seed';
import { failOnPageError, logIn, resetSandbox, sandboxCalls } from './support/session';

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

const NEW_PASSWORD = 'Hologram2@';
const sessionList = (page: Page) => page.getByRole('list', { name: 'Sessions' });
const sessionTitles = (page: Page) => sessionList(page).getByRole('heading', { level: 3 });

async function openSecurityTab(page: Page) {
  await page.goto('/account?tab=security');
  await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  await expect(sessionList(page)).toBeVisible();
}

/** Signs demo in from a second browser "in Paris" and returns its token. */
async function logInElsewhere(browser: Browser): Promise<string> {
  const context = await browser.newContext({
    locale: 'en-US',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Firefox/127.0',
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.99' },
  });
  const page = waitForAppOnNavigation(await context.newPage());
  await logIn(page, 'demo');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await context.close();
  if (!token) throw new Error('The second sign-in stored no token');
  return token;
}

test('the sessions are listed with this one first and marked Active; revoking another removes it', async ({
  page,
  request,
}) => {
  await logIn(page);
  await openSecurityTab(page);

  // The five seeded sessions and this login; this one first, the only one with the badge and without Revoke.
  await expect(sessionTitles(page)).toHaveCount(6);
  const current = sessionList(page).getByRole('listitem').first();
  await expect(current.getByText('Active')).toBeVisible();
  await expect(current.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Active', { exact: true })).toHaveCount(1);

  const paris = page.getByRole('group', { name: 'Edge on Windows' });
  await expect(paris.getByText('Paris, France')).toBeVisible();
  await expect(paris.getByText('In an EU member state')).toBeVisible();
  await expect(paris.getByText('48.8566°, 2.3522° (within 10 km)')).toBeVisible();

  await paris.getByRole('button', { name: 'Revoke Edge on Windows' }).click();
  await expect(paris).toHaveCount(0);
  await expect(sessionTitles(page)).toHaveCount(5);
  // It is gone on the server too, not only from the screen.
  await page.reload();
  await expect(sessionTitles(page)).toHaveCount(5);
  await expect(page.getByRole('group', { name: 'Edge on Windows' })).toHaveCount(0);
  expect((await sandboxCalls(request)).revokeSession).toBe(1);
});

test('changing the password logs the other sessions out, and the new password is the one that works', async ({
  page,
  request,
  browser,
}) => {
  const elsewhere = await logInElsewhere(browser);
  await logIn(page);
  await openSecurityTab(page);
  await expect(page.getByRole('group', { name: 'Firefox on Windows' })).toBeVisible();
  await expect(sessionTitles(page)).toHaveCount(7);

  const submit = page.getByRole('button', { name: 'Change password' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Current password').fill(SANDBOX_ACCOUNTS.demo.password);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('Hologram3@');
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await expect(page.getByText('New passwords do not match')).toHaveCount(0);
  await submit.dblclick();

  await expect(page.getByText('Your other sessions have been logged out.')).toBeVisible();
  await expect(sessionTitles(page)).toHaveCount(1);
  await expect(sessionList(page).getByText('Active')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  const calls = await sandboxCalls(request);
  expect(calls.changePassword).toBe(1);

  // The other browser's token no longer works; this one still does.
  const other = await request.get('/v1/user/auth/sessions', { headers: { Authorization: `Bearer ${elsewhere}` } });
  expect(other.status()).toBe(401);

  // Log out, then: the old password is refused, the new one signs in.
  await page.getByRole('banner').first().getByRole('button', { name: 'Log out' }).click();
  await page.goto('/login');
  await page.getByLabel('Email').fill(SANDBOX_ACCOUNTS.demo.email);
  await page.getByLabel('Password', { exact: true }).fill(SANDBOX_ACCOUNTS.demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await openSecurityTab(page);
  await expect(sessionTitles(page)).toHaveCount(1);
});
