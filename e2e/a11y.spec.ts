/**
 * Accessibility sweep of whole pages: axe (WCAG 2.2 A/AA rules) over every route, signed out and signed in, with the
 * dialogs a person can open from the page (the phone menu, the cancel confirmation, the session-expired modal). Zero
 * violations. What only a page has is proven here: landmarks, headings across the page, the title and language of
 * the document. Twice: in English at desktop width and in Japanese at phone width, so each language and each width
 * is seen once. A component's states, in both colour schemes, are the stories' (addon-a11y and
 * .storybook/themes/dark-contrast.setup.ts; docs/decisions/0006-one-owner-per-behaviour.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { Page, Request } from '@playwright/test';
import { failOnPageError, resetSandbox, signIn } from './support/session';
import { readAccountTabs } from './support/account-tabs';

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/plans',
  '/contact',
  '/legal',
  '/legal?tab=terms',
  '/commercial-disclosure',
  '/login',
  '/signup',
  '/reset-password',
  '/no-such-page',
];

/**
 * axe-core's minified build, run once per document: AxeBuilder evaluates axe's source in the page twice a scan; the
 * minified build (the same engine) evaluates in half the time of the readable one, and the second time it is only
 * parsed.
 */
const AXE_SOURCE = `if (!window.axe) {\n${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;

/** Each page's requests not yet answered, and when the last answer (or failure) came. */
const traffic = new WeakMap<Page, { open: Set<Request>; lastEnded: number }>();

/** Follows the page's requests (frames included) from now on. */
function followTraffic(page: Page): void {
  const state = { open: new Set<Request>(), lastEnded: Date.now() };
  const ended = (request: Request) => {
    state.open.delete(request);
    state.lastEnded = Date.now();
  };
  page.on('request', (request) => state.open.add(request));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  traffic.set(page, state);
}

/**
 * No request open for 250 ms: a late answer's follow-up (a tab's chunk, the next read) starts within a render of it.
 * Playwright's `networkidle` waits twice as long, a large part of every scan.
 */
async function networkQuiet(page: Page): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error('followTraffic(page) first');
  await expect
    .poll(() => state.open.size === 0 && Date.now() - state.lastEnded >= 250, { intervals: [50], timeout: 15_000 })
    .toBe(true);
}

/** Waits until the page has settled: no request open, no route or tab spinner, no busy region, fonts loaded. */
async function settled(page: Page) {
  await networkQuiet(page);
  await expect(page.locator('[data-slot="route-loading"], [data-slot="tab-loading"]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
}

/** One axe scan of the settled page as it is, every rule. */
async function expectNoViolations(page: Page, where: string) {
  await settled(page);
  // A page without frames is scanned in its own window (axe's legacy mode): the default opens a blank page for
  // every scan to merge the frames' results, about half of each scan. A page
  // with a frame (a player, a card field) gets the default, which reaches into frames of other origins too.
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode(page.frames().length === 1)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    where,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(violations).toEqual([]);
}

/** English at desktop width, Japanese at phone width. */
const SWEEPS = [
  { language: 'en', locale: 'en-US', name: 'desktop', viewport: { width: 1280, height: 800 } },
  { language: 'ja', locale: 'ja-JP', name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { language, locale, name, viewport } of SWEEPS) {
  test.describe(`${language} · ${name}`, () => {
    test.use({ locale, viewport, reducedMotion: 'reduce', colorScheme: 'light' });
    // Many pages per test, each scanned in full.
    test.describe.configure({ timeout: 180_000 });

    test.beforeEach(async ({ page, request }) => {
      await resetSandbox(request);
      failOnPageError(page);
      followTraffic(page);
    });

    test('every public route, signed out', async ({ page }) => {
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await expectNoViolations(page, route);
      }
      if (name === 'phone') {
        await page.goto('/');
        await page.getByRole('banner').locator('button[popovertarget]:not([popovertargetaction])').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page, '/ with the menu open');
      }
    });

    test('every signed-in route and account tab, and the dialogs', async ({ page }) => {
      // Signed in, and in the language under test, before the first page of the app.
      await signIn(page, 'demo', null);
      const tabs = await readAccountTabs(page);
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      for (const { address } of tabs) {
        await page.goto(address);
        await expectNoViolations(page, address);
      }
      await page.goto('/feedback');
      await expectNoViolations(page, '/feedback');
      await page.goto('/plans');
      await expectNoViolations(page, '/plans signed in');

      await page.goto('/account');
      await settled(page);
      await page
        .locator('[data-slot="card"]')
        .getByRole('button')
        .filter({ hasText: /Cancel subscription|解約/ })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoViolations(page, '/account cancel confirmation');
    });
  });
}

test.describe('the session-expired modal', () => {
  test.use({ locale: 'en-US', reducedMotion: 'reduce' });

  test('has no violations', async ({ page, request }) => {
    await resetSandbox(request);
    followTraffic(page);
    await signIn(page);
    // The account page's own calls must be answered before the session ends; else one of them meets the
    // 401, the modal opens before the reload and the reload finds a signed-out page with nothing to say.
    await settled(page);
    expect((await request.post('/__sandbox/scenario', { data: { scenarios: ['session-expired'] } })).ok()).toBe(true);
    await page.reload();
    await expect(
      page
        .getByRole('alertdialog', { name: 'Session Expired' })
        .or(page.getByRole('dialog', { name: 'Session Expired' })),
    ).toBeVisible();
    await expectNoViolations(page, 'session expired');
  });
});
