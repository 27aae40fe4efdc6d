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
