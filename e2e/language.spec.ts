import { SANDBOX_ACCOUNTS } from '../packages/sandbox/src/seed';
import { resetSandbox } from './support/session';
import { expect, test } from './support/test';

test.use({ locale: 'en-US' });

test('switching the language is live, sets <html lang> and survives a reload', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner').first();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('About · Holostream');

  await header.getByRole('link', { name: '日本語 (switch to Japanese)' }).click();
  await expect(
    header.getByRole('navigation', { name: 'メイン' }).getByRole('link', { name: '会社概要' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle('会社概要 · Holostream');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ja');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(header.getByRole('link', { name: 'English （英語に切り替える）' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '特定商取引法に基づく表記' })).toBeVisible();
  await expect(page).toHaveTitle('会社概要 · Holostream');

  await header.getByRole('link', { name: 'English （英語に切り替える）' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(header.getByRole('link', { name: '日本語 (switch to Japanese)' })).toBeVisible();
});

test('a language switch keeps the reset link, what was typed and the way back, both ways', async ({ page }) => {
  const { email } = SANDBOX_ACCOUNTS.alex;
  await resetSandbox(page.request);
  expect((await page.request.post('/v1/user/auth/forgot-password', { data: { email } })).ok()).toBe(true);
  const outbox = await page.request.get(`/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { link: string }[] };
  const link = new URL(messages.at(-1)?.link ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL('/reset-password');
  await page.getByLabel('New password', { exact: true }).fill('Typed-pass1!');

  const header = page.getByRole('banner').first();
  await header.getByRole('link', { name: '日本語 (switch to Japanese)' }).click();
  await expect(page).toHaveURL('/ja/reset-password');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel('新しいパスワード', { exact: true })).toHaveValue('Typed-pass1!');
  await expect(page.getByText('No reset token provided')).toHaveCount(0);

  await header.getByRole('link', { name: 'English （英語に切り替える）' }).click();
  await expect(page).toHaveURL('/reset-password');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Typed-pass1!');
  await page.getByLabel('Confirm new password').fill('Typed-pass1!');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Your password has been reset')).toBeVisible();

  // The way back in the address goes with the page too.
  await page.goto('/login?redirectTo=%2Ffeedback');
  await header.getByRole('link', { name: '日本語 (switch to Japanese)' }).click();
  await expect(page).toHaveURL('/ja/login?redirectTo=%2Ffeedback');
});

test('the stored choice beats a Japanese browser when the language cookie is gone', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  // The server has only the browser's languages to go by: it sends the visitor to /ja/plans, and the page corrects it.
  await page.goto('/plans');
  await expect(page).toHaveURL('/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'i18nextLng')?.value).toBe('en');
  await page.goto('/about');
  await expect(page).toHaveURL('/about');
  await context.close();
});
