import { expect, test } from './support/test';

test('the built site serves the home page in the shell, and deep links', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  const header = page.getByRole('banner').first();
  await expect(header.getByRole('link', { name: 'Holostream home' })).toHaveAttribute('href', '/');
  const nav = header.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Holostream.`);
  await expect(page).toHaveTitle('Holostream: live hologram streaming');

  // Client-side navigation: the lazy route loads, its link becomes current, the title follows.
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('About · Holostream');

  // A client-side route loaded directly gets the app shell, not a 404; signed out, /account goes to /login.
  const response = await page.goto('/account?tab=billing');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/login?redirectTo=%2Faccount%3Ftab%3Dbilling');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown address answers 404 with the not-found page of its language, with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Holostream');
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const japanese = await page.goto('/ja/no/such/page');
  expect(japanese?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'ホームページへ戻る' }).click();
  await expect(page).toHaveURL('/ja');
});
