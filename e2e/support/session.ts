/**
 * What most journeys start with: a reseeded sandbox (optionally in some scenarios), a page that fails
 * the test on any uncaught exception, and a sign-in the way a person does it.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_ACCOUNTS, type SandboxUsername } from '../../packages/sandbox/src/seed';

/** Reseeds the sandbox world with these scenarios (none: the plain demo world) and clears its counters. */
export async function resetSandbox(request: APIRequestContext, scenarios: string[] = []): Promise<void> {
  expect((await request.post('/__sandbox/reset', { data: { scenarios } })).ok()).toBe(true);
}

/** How many times the sandbox answered each operation (by operationId) since the last reset. */
export async function sandboxCalls(request: APIRequestContext): Promise<Record<string, number>> {
  const body = (await (await request.get('/__sandbox/stats')).json()) as { operations: Record<string, number> };
  return body.operations;
}

/** Any uncaught exception in the page fails the test. */
export function failOnPageError(page: Page): void {
  page.on('pageerror', (error) => {
    throw error;
  });
}

/** Signs in as a sandbox account through /login (English labels) and waits for /account. */
export async function logIn(page: Page, user: SandboxUsername = 'demo'): Promise<void> {
  const { email, password } = SANDBOX_ACCOUNTS[user];
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
}
