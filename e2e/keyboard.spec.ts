/**
 * Keyboard-only journey: sign up → plans → checkout with the sandbox card → account →
 * another tab → log out, without the mouse. At every step the focused control shows a visible focus
 * ring, and focus comes back where it was after a dialog closes.
 */
import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { failOnPageError, resetSandbox } from './support/session';

test.use({ locale: 'en-US', reducedMotion: 'reduce' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

/** Presses Tab (or Shift+Tab) until `target` has focus, then checks the focus is visible. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element matches :focus-visible and draws an outline or a ring. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: computed.outlineStyle !== 'none' && parseFloat(computed.outlineWidth) > 0,
      ring: computed.boxShadow !== 'none',
    };
  });
  expect(style.focusVisible).toBe(true);
  expect(style.outline || style.ring).toBe(true);
}

/** Types into the focused field. */
async function typeHere(page: Page, text: string) {
  await page.keyboard.type(text);
}

test('sign up, buy Pro with the sandbox card, open a tab and log out, keyboard only', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const banner = page.getByRole('banner');

  // Sign up.
  await tabTo(page, banner.getByRole('link', { name: 'Sign up' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup$/);
  await tabTo(page, page.getByLabel('Username'));
  await typeHere(page, 'keyboarder1');
  await tabTo(page, page.getByLabel('Email'));
  await typeHere(page, 'keyboarder@example.com');
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await typeHere(page, 'Keyboard-pass1!');
  await tabTo(page, page.getByLabel('Confirm password'));
  await typeHere(page, 'Keyboard-pass1!');
  await tabTo(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);

  // Plans → Upgrade to Pro.
  await tabTo(page, banner.getByRole('link', { name: 'Pricing' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plans$/);
  const upgrade = page
    .getByRole('button', { name: 'Upgrade to Pro' })
    .or(page.getByRole('link', { name: 'Upgrade to Pro' }));
  await tabTo(page, upgrade);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\?plan=\d+$/);

  // Checkout step 1, then step 2.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment details' })).toBeVisible();
  const fields: [string, string][] = [
    ['Full name', 'Kei Boarder'],
    ['Street address', '1 Market St'],
    ['City', 'San Francisco'],
    ['State / Province', 'CA'],
    ['ZIP / Postal code', '94105'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label));
    await typeHere(page, value);
  }
  const expiry = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
  for (const [label, value] of [
    ['Card number', '4242424242424242'],
    ['Expiry (MM / YY)', expiry],
    ['CVC', '123'],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await typeHere(page, value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm your order' })).toBeVisible({ timeout: 10_000 });
  await tabTo(page, page.getByRole('button', { name: 'Confirm payment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("You're now on the Pro plan. Thank you for subscribing!")).toBeVisible();

  // A dialog: open the cancel confirmation, keep the plan, and focus returns to the button.
  const cancel = page.getByRole('button', { name: 'Cancel subscription' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Cancel your subscription?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep subscription' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectVisibleFocus(cancel);

  // Another tab with the arrow keys.
  await tabTo(page, page.getByRole('tab', { name: 'General' }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Getting started', selected: true })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=getting-started$/);

  // Log out.
  await tabTo(page, banner.getByRole('button', { name: 'Log out' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
});
