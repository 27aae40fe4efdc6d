/**
 * Sign-in journeys against the built site and the sandbox API on one origin, as `npm start`
 * serves them, in Chromium: what a person types and sees, no shortcuts through the API.
 */
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { SANDBOX_ACCOUNTS } from '../packages/sandbox/src/seed';

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__sandbox/reset', { data: { scenarios: [] } })).ok()).toBe(true);
  // Any uncaught exception in the page fails the journey.
  page.on('pageerror', (error) => {
    throw error;
  });
});

const header = (page: Page) => page.getByRole('banner').first();

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function expectSignedIn(page: Page) {
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
}

test('sign up lands on the account page signed in; logging out changes the header back', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Username').fill('newstreamer1');
  await page.getByLabel('Email').fill('new.streamer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Stream-pass1!');
  await page.getByLabel('Confirm password').fill('Stream-pass1!');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expectSignedIn(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign up' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test('a wrong password says so and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, SANDBOX_ACCOUNTS.demo.email, 'Not-the-password1!');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(SANDBOX_ACCOUNTS.demo.email);
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password → reset link from the outbox → new password → log in with it', async ({ page, request }) => {
  const { email } = SANDBOX_ACCOUNTS.alex;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(email)).toBeVisible();

  const outbox = (await (await request.get(`/__sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { link: string }[];
  };
  const link = outbox.messages.at(-1)?.link;
  expect(link).toContain('/reset-password?token=');

  await page.goto(new URL(link ?? '', page.url()).pathname + new URL(link ?? '', page.url()).search);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass2@');
  await page.getByLabel('Confirm new password').fill('Brand-new-pass2@');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to login' }).click();
  await logIn(page, email, 'Brand-new-pass2@');
  await expect(page).toHaveURL(/\/account$/);
  await expectSignedIn(page);
});

test('visiting /account signed out goes to /login, and back to /account after logging in', async ({ page }) => {
  await page.goto('/account?tab=billing');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%3Ftab%3Dbilling$/);
  await logIn(page, SANDBOX_ACCOUNTS.demo.email, SANDBOX_ACCOUNTS.demo.password);
  await expect(page).toHaveURL(/\/account\?tab=billing$/);
  await expectSignedIn(page);
});
