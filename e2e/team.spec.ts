/**
 * Team journeys against the built site and the sandbox API: a person without a team
 * (alex) generates an invitation code; the admin (demo) adds alex with it, sees them, removes them;
 * the code in alex's open dialog expires once it is used; a full team cannot add anyone.
 */
import { expect, test, waitForAppOnNavigation } from './support/test';
import type { Page } from '@playwright/test';
import { failOnPageError, resetSandbox, sandboxCalls, signIn } from './support/session';

test.use({ locale: 'en-US' });

const CODE = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/;

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

const members = (page: Page) => page.getByRole('list', { name: 'Members' });

test('alex generates a code; demo adds alex with it, sees them, removes them', async ({ page, browser, request }) => {
  // alex, in a browser of their own.
  const alexContext = await browser.newContext({ locale: 'en-US' });
  const alexPage = waitForAppOnNavigation(await alexContext.newPage());
  failOnPageError(alexPage);
  await signIn(alexPage, 'alex', '/account?tab=team');
  await expect(alexPage.getByRole('heading', { level: 2, name: "You're not in a team yet" })).toBeVisible();
  await alexPage.getByRole('button', { name: 'Generate invitation code' }).click();
  const invite = alexPage.getByRole('dialog', { name: 'Your invitation code' });
  const codeText = invite.getByText(CODE);
  await expect(codeText).toBeVisible();
  const code = (await codeText.textContent()) ?? '';
  await expect(invite.getByRole('time')).toHaveText(/^\dd\d{2}h\d{2}m\d{2}s$/);

  // demo, the admin, adds alex with that code.
  await signIn(page, 'demo', '/account?tab=team');
  await expect(members(page).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('3/5 members')).toBeVisible();
  const addButton = page.getByRole('button', { name: 'Add member' });
  await addButton.click();
  const form = page.getByRole('dialog', { name: 'Add a member' });
  await form.getByLabel('Username').fill('alex');
  await form.getByLabel('Invitation code').fill(code);
  await form.getByRole('button', { name: 'Add' }).dblclick();
  const added = page.getByRole('alertdialog', { name: 'Member added' });
  await expect(added).toContainText('alex is now a member of Holostream Studio.');
  await added.getByRole('button', { name: 'OK' }).click();
  await expect(addButton).toBeFocused();
  const alexRow = members(page).getByRole('listitem', { name: 'alex' });
  await expect(alexRow).toContainText('Member');
  await expect(page.getByText('4/5 members')).toBeVisible();
  expect((await sandboxCalls(request)).addMember).toBe(1);

  // The code was used: alex's open dialog learns it at its next 5-second check.
  await expect(invite.getByRole('button', { name: 'Generate new code' })).toBeVisible({ timeout: 8000 });
  await expect(invite.getByText('Expired', { exact: true })).toBeVisible();
  await invite.getByRole('button', { name: 'Close' }).first().click();
  await alexPage.reload();
  const alexView = alexPage.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'alex' });
  await expect(alexView).toContainText('you');
  await expect(alexPage.getByRole('button', { name: 'Add member' })).toHaveCount(0);

  // demo removes alex again.
  await alexRow.getByRole('button', { name: 'Remove alex' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove alex?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  const removed = page.getByRole('alertdialog', { name: 'Member removed' });
  await expect(removed).toContainText('alex is no longer a member of Holostream Studio.');
  await removed.getByRole('button', { name: 'OK' }).click();
  await expect(members(page).getByRole('listitem', { name: 'alex' })).toHaveCount(0);
  await expect(page.getByText('3/5 members')).toBeVisible();

  await alexPage.reload();
  await expect(alexPage.getByRole('heading', { level: 2, name: "You're not in a team yet" })).toBeVisible();
  await alexContext.close();
});

test('a wrong code opens the error dialog and keeps what was typed', async ({ page }) => {
  await signIn(page, 'demo', '/account?tab=team');
  await page.getByRole('button', { name: 'Add member' }).click();
  const form = page.getByRole('dialog', { name: 'Add a member' });
  await form.getByLabel('Username').fill('jordan');
  await form.getByLabel('Invitation code').fill('AAAA-BBBB-CCCC-DDDD');
  await form.getByRole('button', { name: 'Add' }).click();
  const error = page.getByRole('alertdialog', { name: 'Member not added' });
  await expect(error).toContainText('The invitation code does not match this user');
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByLabel('Username')).toHaveValue('jordan');
  await expect(form.getByLabel('Invitation code')).toHaveValue('AAAA-BBBB-CCCC-DDDD');
});

test('a full team cannot add anyone: Add member is disabled and says why', async ({ page, request }) => {
  await resetSandbox(request, ['team-at-capacity']);
  await signIn(page, 'demo', '/account?tab=team');
  const add = page.getByRole('button', { name: 'Add member' });
  await expect(add).toBeDisabled();
  await expect(page.getByText('The team is full (3/3). Remove a member before adding another.')).toBeVisible();
  await expect(page.getByText('3/3 members')).toBeVisible();
});
