/**
 * Issue 9, security: server texts that carry markup and script (the sandbox's hostile-strings
 * scenario: a member's name, a session's device name and city, the organisation's name, a billing
 * description) are shown as text on the team, security and billing tabs. No dialog opens, no
 * injected element exists, no script runs.
 */
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { HOSTILE_STRINGS } from '../packages/sandbox/src/seed';
import { failOnPageError, resetSandbox, signIn } from './support/session';

test.use({ locale: 'en-US' });

/** Fails the test on any alert/confirm/prompt, and on any element the payloads would create. */
async function guard(page: Page): Promise<() => Promise<void>> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  failOnPageError(page);
  return async () => {
    expect(dialogs).toEqual([]);
    // The payloads' own elements: an <img src=x>, an <svg onload>, a <b onmouseover>, a <script> with alert.
    await expect(page.locator('img[src="x"], svg[onload], b[onmouseover]')).toHaveCount(0);
    const scripts = await page.locator('script').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    expect(scripts.filter((text) => text.includes('alert('))).toEqual([]);
  };
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request, ['hostile-strings']);
});

test('the team tab shows a hostile member name and organisation name as text', async ({ page }) => {
  const check = await guard(page);
  await signIn(page, 'demo', '/account?tab=team');
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByText(HOSTILE_STRINGS.memberName, { exact: true })).toBeVisible();
  await expect(page.getByText(HOSTILE_STRINGS.organizationName).first()).toBeVisible();
  await check();
});

test('the security tab shows a hostile device name and city as text', async ({ page }) => {
  const check = await guard(page);
  await signIn(page, 'demo', '/account?tab=security');
  await expect(page.getByRole('heading', { name: /<img src=x onerror=alert\(1\)>/ }).first()).toBeVisible();
  await expect(page.getByText(HOSTILE_STRINGS.city).first()).toBeVisible();
  await check();
});

test('the billing tab shows a hostile billing description as text', async ({ page }) => {
  const check = await guard(page);
  await signIn(page, 'demo', '/account?tab=billing');
  await expect(page.getByText(HOSTILE_STRINGS.billingDescription).first()).toBeVisible();
  await check();
});
