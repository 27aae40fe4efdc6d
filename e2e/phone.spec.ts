/**
 * The journeys that differ on a phone, run by the `phone` project of playwright.config.ts
 * (390 × 844, touch): the header's slide-out menu, the account tabs, the billing history as cards instead of a
 * table. Checkout runs there too (checkout.spec.ts). No page is wider than the phone.
 */
import type { Page } from '@playwright/test';
import { failOnPageError, resetSandbox, signIn } from './support/session';
import { expect, test } from './support/test';

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

/** Nothing sticks out sideways: the page scrolls only up and down. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is wider than the phone`).toBeLessThanOrEqual(width);
}

test('the header folds into a menu: tap it, switch the language, tap a page, and it closes there', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner').first();
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expectNoSidewaysScroll(page);

  const menuButton = header.getByRole('button', { name: 'Open menu' });
  await menuButton.tap();
  let menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
  // Escape closes it and focus goes back to the button; so does a press outside it.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.tap();
  await page.mouse.click(10, 600);
  await expect(menu).toBeHidden();
  await menuButton.tap();
  await menu.getByRole('link', { name: /日本語/ }).tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // The home page is a document: the Japanese one is a new page, its menu closed.
  await header.getByRole('button', { name: 'メニューを開く' }).tap();
  menu = page.getByRole('dialog', { name: 'メニュー' });
  await menu.getByRole('link', { name: '料金' }).tap();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/ja/plans');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the account tabs fit the phone and a tap opens each, kept in the address', async ({ page }) => {
  await signIn(page);
  await expectNoSidewaysScroll(page);
  // Every tab in view at once, none behind an edge.
  const width = page.viewportSize()?.width ?? 0;
  for (const tab of await page.getByRole('tab').all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, (await tab.textContent()) ?? '').toBe(true);
  }
  const names = await page.getByRole('tab').allTextContents();
  for (const name of names.slice(1)) {
    await page.getByRole('tab', { name }).tap();
    await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
    await expect(page).toHaveURL(/\/account\?tab=[a-z-]+$/);
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  // The last tab opened is kept in the address: a reload opens it again.
  await page.reload();
  await expect(page.getByRole('tab', { name: names.at(-1), selected: true })).toBeVisible();
});

test('the billing history is a list of cards, not a table, with each bill’s invoice link', async ({ page }) => {
  await signIn(page, 'demo', '/account?tab=billing');
  const history = page.getByRole('list', { name: 'Billing history' });
  await expect(history).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const cards = history.getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first().getByRole('term').first()).toBeVisible();
  await expect(history.getByRole('link', { name: /^View invoice/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
