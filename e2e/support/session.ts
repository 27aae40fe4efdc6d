/**
 * What most journeys start with: a reseeded sandbox (optionally in some scenarios), a page that fails
 * the test on any uncaught exception, and a sign-in: through the form the way a person does it (`logIn`), or, where
 * the journey is about what comes after, as the form's outcome (`signIn`).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginResponseSchema } from '../../packages/api/src/schemas/responses';
import { TOKEN_KEY, USER_KEY, toStoredUser } from '../../packages/features/src/auth/model/auth-store';
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

/**
 * Signs in as a sandbox account through /login (English labels) and waits for /account: for the journeys about
 * signing in, or about what a sign-in keeps (a plan chosen, a draft, the way back), and those that check what the
 * site itself stored. Others use `signIn`.
 */
export async function logIn(page: Page, user: SandboxUsername = 'demo'): Promise<void> {
  const { email, password } = SANDBOX_ACCOUNTS[user];
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * Signs in as a sandbox account the way the login form ends, without the form: the site's login call (through the
 * same server, and Prism's proxy in the proxied journeys), its answer stored under the site's own keys with the site's
 * own record (auth-store.ts), then `landing` opened (null: none, for a journey that sets the sandbox or the language
 * before its first page). For journeys about what comes after signing in: the form costs
 * a page, typing and /account drawn, which the journey then leaves; its own journeys
 * (auth.spec.ts, nothing-lost.spec.ts, checkout.spec.ts) still go through it.
 */
export async function signIn(
  page: Page,
  user: SandboxUsername = 'demo',
  landing: string | null = '/account',
): Promise<void> {
  const { email, password } = SANDBOX_ACCOUNTS[user];
  const response = await page.request.post('/v1/user/auth', { data: { email, password } });
  expect(response.ok(), `login as ${user}: ${response.status()}`).toBe(true);
  // Read as the site's client reads it (the contract's schema), then recorded as the site records it.
  const stored = toStoredUser(loginResponseSchema.parse(await response.json()), email);
  // Storage belongs to the site's origin: a file of the site without the app opens it.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([tokenKey, userKey, record]) => {
      const parsed = JSON.parse(record) as { token: string };
      localStorage.setItem(tokenKey, parsed.token);
      localStorage.setItem(userKey, record);
    },
    [TOKEN_KEY, USER_KEY, JSON.stringify(stored)] as const,
  );
  if (landing !== null) await page.goto(landing);
}
