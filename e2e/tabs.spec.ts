/**
 * One session across the tabs of a browser: a logout, a login and an expiry in one tab show
 * in the others at once, and the data of one account never stays on screen for the next.
 */
import { expect, test } from './support/test';
import { failOnPageError, logIn, resetSandbox } from './support/session';

test.use({ locale: 'en-US', reducedMotion: 'reduce' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

test('a logout in one tab signs the other out; a login in it signs the other in', async ({ page, context }) => {
  await logIn(page);
  const other = await context.newPage();
  failOnPageError(other);
  await other.goto('/account?tab=team');
  await expect(other.getByRole('tabpanel')).toContainText('demo');

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(other).toHaveURL(/\/login/);
  await expect(other.getByText('demo@holostream.dev')).toHaveCount(0);

  await logIn(page, 'alex');
  // The other tab follows, back where it was going, as alex: no team, none of demo's members.
  await expect(other).toHaveURL(/\/account\?tab=team$/);
  await expect(other.getByRole('tabpanel')).toContainText(/not in a team/i);
});

test('a session that expires in one tab ends in the other, which shows no dialog of its own', async ({
  page,
  context,
  request,
}) => {
  await logIn(page);
  const other = await context.newPage();
  await other.goto('/account');
  await expect(other.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  expect((await request.post('/__sandbox/scenario', { data: { scenarios: ['session-expired'] } })).ok()).toBe(true);
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Session expired' })).toBeVisible();
  await expect(other).toHaveURL(/\/login/);
  await expect(other.getByRole('alertdialog')).toHaveCount(0);
});
