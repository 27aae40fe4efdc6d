/**
 * The variations: the sandbox answers the way a real server plausibly differs from our strict
 * contract (extra fields, optional fields left out, unknown enum values, loose representations; writes answered
 * 204, text or {}; every answer 31 s late), and every screen and account tab shows what it can: no error state,
 * no crash screen, no blank tab. In English: a reader's tolerance does not depend on the language, and each
 * screen's Japanese words are its stories' (docs/decisions/0006-one-owner-per-behaviour.md).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readAccountTabs } from './support/account-tabs';
import { VARIATIONS, type VariationName } from '../packages/sandbox/src/variations';
import { expect, test } from './support/test';
import { failOnPageError, resetSandbox, signIn } from './support/session';

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

async function useVariation(request: APIRequestContext, scenarios: string[], delayMs?: number) {
  const data = delayMs === undefined ? { scenarios } : { scenarios, delayMs };
  expect((await request.post('/__sandbox/scenario', { data })).ok()).toBe(true);
}

/**
 * Every screen a signed-in person reads data on, with what must show on it whatever the answers looked like; an
 * account tab shows its heading (what each tab shows once read is its stories' to prove).
 */
async function screensOf(page: Page): Promise<{ path: string; ready: (main: Locator) => Locator }[]> {
  const tabs = await readAccountTabs(page);
  return [
    { path: '/plans', ready: (main) => main.getByText('Pro') },
    ...tabs.map(({ address, name }) => ({
      path: address,
      ready: (main: Locator) => main.getByRole('tabpanel', { name }).getByRole('heading'),
    })),
    { path: '/feedback', ready: (main) => main.getByText('Send feedback') },
  ];
}

const FAILED = /try again|reload|failed to|couldn't|could not|something went wrong/i;

/** Visits every screen and checks it shows its content and no failure; returns what each one showed. */
async function visitEveryScreen(page: Page) {
  for (const screen of await screensOf(page)) {
    await page.goto(screen.path);
    const main = page.getByRole('main');
    await expect(screen.ready(main).first(), screen.path).toBeVisible({ timeout: 10_000 });
    // Every load of the screen has settled (no skeleton, no spinner left) before it is judged.
    await expect(main.locator('[aria-busy="true"]'), `${screen.path} still loading`).toHaveCount(0, {
      timeout: 10_000,
    });
    await expect(main.getByRole('alert').filter({ hasText: FAILED }), screen.path).toHaveCount(0);
    await expect(main.getByRole('button', { name: FAILED }), screen.path).toHaveCount(0);
  }
}

const READS: VariationName[] = [
  'variation-extra-fields',
  'variation-sparse',
  'variation-unknown-enums',
  'variation-loose-representations',
];

for (const variation of READS) {
  test(`${variation}: every screen shows what it can (${VARIATIONS[variation].slice(0, 40)}…)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'demo', null);
    await useVariation(request, [variation]);
    await visitEveryScreen(page);
  });
}

test('variation-unknown-enums: each unknown value is shown as docs/product.md says for "anything else"', async ({
  page,
  request,
}) => {
  await signIn(page, 'demo', null);
  await useVariation(request, ['variation-unknown-enums']);
  await page.goto('/account');
  // A subscription status the site does not know: its name in words (ON_HOLD → On hold), and the account still shows.
  await expect(page.getByRole('main').getByText('On hold')).toBeVisible();
  await page.goto('/account?tab=billing');
  // A bill status: red with its raw label; a card brand: the generic logo with the brand's name and last four.
  await expect(page.getByRole('main').getByText('disputed').first()).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/Maestro/)
      .first(),
  ).toBeVisible();
  await page.goto('/account?tab=team');
  // A role: listed, without admin rights (no Add member, no Remove).
  await expect(page.getByRole('main').getByText('owner').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /add member/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^remove/i })).toHaveCount(0);
});

const WRITES: VariationName[] = ['variation-writes-no-content', 'variation-writes-text', 'variation-writes-empty-json'];

for (const variation of WRITES) {
  test(`${variation}: a write answered so counts as done`, async ({ page, request }) => {
    await signIn(page, 'demo', null);
    await useVariation(request, [variation]);
    await page.goto('/feedback');
    await page.getByLabel('Title').fill('Works with any 2xx');
    await page.getByLabel('Message').fill('The server said 204, text or {}.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Thank you for your feedback!' })).toBeVisible();

    await page.goto('/account?tab=security');
    const paris = page.getByRole('group', { name: 'Edge on Windows' });
    await paris.getByRole('button', { name: 'Revoke Edge on Windows' }).click();
    await expect(paris).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: FAILED })).toHaveCount(0);
  });
}

test('slow (31 s): after 20 s the tab says the server is taking too long, with a retry that works', async ({
  page,
  request,
}) => {
  await signIn(page, 'demo', null);
  await useVariation(request, ['slow'], 31_000);
  // The page's clock is Playwright's (timers and AbortSignal.timeout included), so the 20 s pass at once instead
  // of in real time. The sandbox still holds every answer for 31 s.
  await page.clock.install();
  const usageAsked = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/v1/live/sessions');
  await page.goto('/account?tab=usage');
  const panel = page.getByRole('tabpanel');
  const tooLong = panel.getByText('The server is taking too long to answer. Please try again.');
  await usageAsked;
  await page.clock.fastForward(19_000);
  await expect(tooLong).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(tooLong).toBeVisible();
  await useVariation(request, []);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByText('The server is taking too long')).toHaveCount(0, { timeout: 10_000 });
  await expect(panel.getByRole('heading', { level: 2, name: 'Usage' })).toBeVisible();
});
