import { expect, test } from '@playwright/test';

test('the built site serves the home page and deep links', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Holostream' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');

  // A client-side route loaded directly gets the app shell, not a 404.
  const response = await page.goto('/account?tab=billing');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
