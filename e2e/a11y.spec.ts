/**
 * Accessibility sweep: axe (WCAG 2.2 A/AA rules) over every route, in English and Japanese,
 * at desktop and phone width, signed out and signed in, and with the dialogs a person can open from
 * the page (the phone menu, the cancel confirmation, the session-expired modal). Zero violations.
 * The site follows the system's dark setting: in English at desktop width and Japanese at phone
 * width, every page is scanned again with a dark colour scheme, for the colour rules (the rest cannot change with the
 * scheme).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { Page, Request } from '@playwright/test';
import { failOnPageError, resetSandbox, signIn } from './support/session';
import { accountTabs } from './support/account-tabs';

const LANGUAGES = [
  { language: 'en', locale: 'en-US' },
  { language: 'ja', locale: 'ja-JP' },
] as const;
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

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

/**
 * The only rules whose outcome a colour scheme can change: the page's elements, names, roles and layout are the same
 * in both schemes (the scheme is a class on <html> that swaps colour tokens), so the dark sweeps run these alone; the
 * light sweeps run every rule over the same pages.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** One axe scan of the page as it is: every rule, or the colour rules alone (`colour-only`). */
async function scan(page: Page, where: string, rules: 'all' | 'colour-only') {
  // A page without frames is scanned in its own window (axe's legacy mode): the default opens a blank page for
  // every scan to merge the frames' results, about half of each scan. A page
  // with a frame (a player, a card field) gets the default, which reaches into frames of other origins too.
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode(page.frames().length === 1);
  const results = await (
    rules === 'colour-only'
      ? builder.withRules(COLOUR_RULES)
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  ).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    where,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(violations).toEqual([]);
}

/**
 * Scans the settled page with every rule in the light scheme and, with `alsoDark`, the same page again in the dark
 * scheme for the colour rules. The scheme is CSS alone (theme.css: `prefers-color-scheme`), so the page switched to
 * dark is the page a dark system loads; scanning it in place saves loading every page a second time.
 */
async function expectNoViolations(page: Page, where: string, alsoDark: boolean) {
  await settled(page);
  await scan(page, where, 'all');
  if (!alsoDark) return;
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  // No transitions while the scheme changes: the colours are scanned as they end, not halfway (a frame scan leaves
  // the page in the background, where Chromium draws no frames and a transition never ends).
  const still = await page.addStyleTag({ content: '*, ::before, ::after { transition: none !important; }' });
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    // The dark scheme is in force: the page's background is no longer the light one.
    await expect.poll(background).not.toBe(light);
    await scan(page, `${where} (dark)`, 'colour-only');
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    await still.evaluate((style) => (style as Element).remove());
  }
}

/** Every language at every width; English at desktop width and Japanese at phone width in the dark scheme too. */
const SWEEPS = LANGUAGES.flatMap((language, languageAt) =>
  VIEWPORTS.map((viewport, viewportAt) => ({ ...language, ...viewport, alsoDark: languageAt === viewportAt })),
);

for (const { language, locale, name, viewport, alsoDark } of SWEEPS) {
  test.describe(`${language} · ${name}${alsoDark ? ' · light and dark' : ''}`, () => {
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
        await expectNoViolations(page, route, alsoDark);
      }
      if (name === 'phone') {
        await page.goto('/');
        await page.getByRole('banner').locator('button[popovertarget]:not([popovertargetaction])').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page, '/ with the menu open', alsoDark);
      }
    });

    test('every signed-in route and account tab, and the dialogs', async ({ page }) => {
      // Signed in, and in the language under test, before the first page of the app.
      await signIn(page, 'demo', null);
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      for (const { address } of accountTabs) {
        await page.goto(address);
        await expectNoViolations(page, address, alsoDark);
      }
      await page.goto('/feedback');
      await expectNoViolations(page, '/feedback', alsoDark);
      await page.goto('/plans');
      await expectNoViolations(page, '/plans signed in', alsoDark);

      await page.goto('/account');
      await settled(page);
      await page
        .locator('[data-slot="card"]')
        .getByRole('button')
        .filter({ hasText: /Cancel subscription|解約/ })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoViolations(page, '/account cancel confirmation', alsoDark);
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
    await expectNoViolations(page, 'session expired', false);
  });
});
