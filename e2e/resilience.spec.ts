/**
 * Resilience: with the sandbox answering 500s, broken JSON, the wrong shape, slowly, or
 * not at all (offline), every route shows a clear state with a way on, the rest of the page keeps
 * working, and nothing uncaught reaches the page. Every submit sends one request on a double click.
 */
import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { failOnPageError, resetSandbox, sandboxCalls, signIn } from './support/session';

test.use({ locale: 'en-US', reducedMotion: 'reduce' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

const FAILURES = ['server-error', 'malformed-body', 'unexpected-shape'] as const;
const DATA_TABS = ['', '?tab=team', '?tab=usage', '?tab=billing', '?tab=security'];

/** Switches the running sandbox to answer every call with `scenario` (the signed-in session stays). */
async function breakSandbox(request: APIRequestContext, scenario: string) {
  expect((await request.post('/__sandbox/scenario', { data: { scenarios: [scenario] } })).ok()).toBe(true);
}

/** The header still navigates: the rest of the page works around a failed part. */
async function headerStillWorks(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
}

for (const scenario of FAILURES) {
  test(`${scenario}: plans says it cannot load, and the site goes on`, async ({ page, request }) => {
    await breakSandbox(request, scenario);
    await page.goto('/plans');
    await expect(page.getByText(/unable to load|could not load|couldn't load/i).first()).toBeVisible();
    await headerStillWorks(page);
  });

  test(`${scenario}: every account tab shows an error with a way on`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await signIn(page, 'demo', null);
    await breakSandbox(request, scenario);
    for (const tab of DATA_TABS) {
      await page.goto(`/account${tab}`);
      const panel = page.getByRole('tabpanel');
      const error = panel.getByRole('alert').first();
      await expect(error, `/account${tab}`).toBeVisible({ timeout: 10_000 });
      await expect(panel.getByRole('button', { name: /try again/i }).first(), `/account${tab}`).toBeVisible();
    }
    // The tabs themselves still switch.
    await page.getByRole('tab', { name: 'Getting started' }).click();
    await expect(page).toHaveURL(/\?tab=getting-started$/);
    await headerStillWorks(page);
  });
}

test('slow answers show loading states, then the content', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, 'demo', null);
  await breakSandbox(request, 'slow');
  await page.goto('/account?tab=billing');
  await expect(page.locator('[aria-busy="true"], [role="status"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await page.goto('/plans');
  await expect(page.getByText('Loading plans…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Pro' })).toBeVisible({ timeout: 20_000 });
});

test('offline: a tab that cannot load says so with Try again, and works once back online', async ({
  page,
  context,
}) => {
  await signIn(page);
  await context.setOffline(true);
  await page.getByRole('tab', { name: 'Usage' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('alert').first()).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
  await panel
    .getByRole('button', { name: /try again/i })
    .first()
    .click();
  await expect(panel.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
});

test.describe('one request per double click', () => {
  test('log in', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('demo@holostream.dev');
    await page.getByLabel('Password', { exact: true }).fill('Demo-pass1!');
    await page.getByRole('button', { name: 'Log in' }).dblclick();
    await expect(page).toHaveURL(/\/account$/);
    expect((await sandboxCalls(request)).login).toBe(1);
  });

  test('sign up', async ({ page, request }) => {
    await page.goto('/signup');
    await page.getByLabel('Username').fill('doubleclicker');
    await page.getByLabel('Email').fill('double@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Double-pass1!');
    await page.getByLabel('Confirm password').fill('Double-pass1!');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).dblclick();
    await expect(page).toHaveURL(/\/account$/);
    expect((await sandboxCalls(request)).signup).toBe(1);
  });

  test('forgot password', async ({ page, request }) => {
    await page.goto('/login');
    await page
      .getByRole('button', { name: /forgot/i })
      .or(page.getByRole('link', { name: /forgot/i }))
      .first()
      .click();
    await page.getByLabel('Email').fill('demo@holostream.dev');
    await page.getByRole('button', { name: /send/i }).dblclick();
    await expect(page.getByText('demo@holostream.dev')).toBeVisible();
    expect((await sandboxCalls(request)).forgotPassword).toBe(1);
  });

  test('cancel subscription', async ({ page, request }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).dblclick();
    await expect(page.getByRole('alertdialog', { name: 'Subscription cancelled' })).toBeVisible();
    expect((await sandboxCalls(request)).cancelSubscription).toBe(1);
  });
});
