import { HOSTILE_STRINGS, SANDBOX_ACCOUNTS } from '@holostream/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature, setupSandboxServer } from '../../shared/testing/render';
import { SecurityTab } from './security-tab';

const sandbox = setupSandboxServer();
const NEW_PASSWORD = 'Hologram2@';

const renderTab = (language: 'en' | 'ja' = 'en') =>
  renderFeature(<SecurityTab />, { user: 'demo', initialEntries: ['/account?tab=security'], language });

const sessionList = async () => screen.findByRole('list', { name: 'Sessions' }, { timeout: 3000 });
const cardTitles = async () =>
  within(await sessionList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function fillPassword(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string = next,
) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

describe('SecurityTab: loading, error, ready', () => {
  it('shows the details of a session: IP, place, time zone, EU note, coordinates with radius, dates', async () => {
    sandbox.use({ signedInAs: 'demo' });
    renderTab();
    await sessionList();
    const paris = within(screen.getByRole('group', { name: 'Edge on Windows' }));
    expect(paris.getByText('198.51.100.7')).toBeVisible();
    expect(paris.getByText('Paris, France')).toBeVisible();
    expect(paris.getByText('In an EU member state')).toBeVisible();
    expect(paris.getByText('Europe/Paris')).toBeVisible();
    expect(paris.getByText('48.8566°, 2.3522° (within 10 km)')).toBeVisible();
    expect(paris.getByText('Last used')).toBeVisible();
    expect(paris.getByText('Signed in')).toBeVisible();

    const quest = within(screen.getByRole('group', { name: 'Oculus Browser on Meta Quest' }));
    expect(quest.getByText('Germany')).toBeVisible();
    expect(quest.getByText('51.2993°, 9.491°')).toBeVisible();

    const iphone = within(screen.getByRole('group', { name: 'Safari on iOS' }));
    expect(iphone.queryByText('Last used')).toBeNull();
    expect(iphone.queryByText('In an EU member state')).toBeNull();

    const unknown = within(screen.getByRole('group', { name: 'Unknown device' }));
    expect(unknown.getByText('Unknown')).toBeVisible();
    expect(unknown.queryByText('Coordinates')).toBeNull();
    expect(unknown.queryByText('Time zone')).toBeNull();
  });

  it('turns an answer of the wrong shape into the error state, not a crash', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['unexpected-shape'], scenarioOperations: ['getSessions'] });
    renderTab();
    expect(await screen.findByRole('heading', { level: 2, name: 'Failed to load sessions' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('says so when there are no sessions', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['no-sessions'] });
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No active sessions' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });

  it('prints markup in a session name and a city as text', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['hostile-strings'] });
    const { container } = renderTab();
    expect(await screen.findByRole('heading', { level: 3, name: HOSTILE_STRINGS.sessionName })).toBeVisible();
    expect(screen.getByText(new RegExp(HOSTILE_STRINGS.city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeVisible();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('speaks Japanese', async () => {
    sandbox.use({ signedInAs: 'demo' });
    renderTab('ja');
    expect(await screen.findByRole('heading', { level: 2, name: '有効なセッション' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'macOS の Chrome' })).toBeVisible();
    expect(screen.getByText('使用中')).toBeVisible();
    expect(screen.getByRole('button', { name: 'パスワードを変更' })).toBeDisabled();
  });
});

describe('SecurityTab: change password', () => {
  it('keeps the button disabled until all three fields have something', async () => {
    sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderTab();
    const submit = await screen.findByRole('button', { name: 'Change password' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Current password'), 'x');
    await user.type(screen.getByLabelText('New password'), 'y');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm new password'), 'z');
    expect(submit).toBeEnabled();
  });

  it('says the new passwords do not match and sends nothing', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderTab();
    await fillPassword(user, SANDBOX_ACCOUNTS.demo.password, NEW_PASSWORD, 'Hologram3@');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(confirm).toHaveAccessibleDescription('New passwords do not match');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(confirm).toHaveFocus();
    expect(world.runtime.stats.get('changePassword')).toBeUndefined();
  });

  it('reports the first broken rule under the new password on submit', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderTab();
    await fillPassword(user, SANDBOX_ACCOUNTS.demo.password, 'hologram2@');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const next = screen.getByLabelText('New password');
    expect(next).toHaveFocus();
    expect(next).toHaveAccessibleDescription(expect.stringContaining('Password must contain an uppercase letter'));
    expect(world.runtime.stats.get('changePassword')).toBeUndefined();
  });

  it('changes it once on a double click, says the others were logged out, clears the form and reloads the sessions', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderTab();
    expect(await cardTitles()).toHaveLength(6);
    await fillPassword(user, SANDBOX_ACCOUNTS.demo.password, NEW_PASSWORD);
    await user.dblClick(screen.getByRole('button', { name: 'Change password' }));

    const success = await screen.findByText('Your other sessions have been logged out.');
    expect(success).toBeVisible();
    expect(screen.getByText('Password changed')).toBeVisible();
    expect(await cardTitles()).toEqual(['Chrome on macOS']);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
    expect(world.runtime.stats.get('changePassword')).toBe(1);
    expect(world.runtime.stats.get('getSessions')).toBe(2);
  });

  it('shows the first message of the errors list and keeps what was typed', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderTab();
    await fillPassword(user, 'Wrong-pass1!', NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to change password');
    expect(alert).toHaveTextContent('The current password is incorrect');
    expect(screen.getByLabelText('Current password')).toHaveValue('Wrong-pass1!');
    expect(screen.getByLabelText('New password')).toHaveValue(NEW_PASSWORD);
    expect(world.runtime.stats.get('getSessions')).toBe(1);
    // Typing again clears the old answer.
    await user.type(screen.getByLabelText('Current password'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SecurityTab: revoking sessions', () => {
  it('revokes another session: the list reloads without it', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderTab();
    await sessionList();
    await user.click(screen.getByRole('button', { name: 'Revoke Edge on Windows' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Edge on Windows' })).toBeNull());
    expect(await cardTitles()).toHaveLength(5);
    expect(world.runtime.stats.get('revokeSession')).toBe(1);
    expect(world.runtime.stats.get('getSessions')).toBe(2);
  });

  it("shows 'Failed to revoke session' at the card and reloads the list", async () => {
    const world = sandbox.use({
      signedInAs: 'demo',
      scenarios: ['server-error'],
      scenarioOperations: ['revokeSession'],
    });
    const user = userEvent.setup();
    renderTab();
    await sessionList();
    await user.click(screen.getByRole('button', { name: 'Revoke Edge on Windows' }));
    const card = within(screen.getByRole('group', { name: 'Edge on Windows' }));
    const alert = await card.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to revoke session');
    await waitFor(() => expect(world.runtime.stats.get('getSessions')).toBe(2));
    expect(card.getByRole('button', { name: 'Revoke Edge on Windows' })).toBeEnabled();
  });

  it('signs every other session out one by one after a confirmation', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderTab();
    await sessionList();
    const trigger = screen.getByRole('button', { name: 'Sign out all other sessions' });
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out all other sessions?' });
    expect(dialog).toHaveTextContent('5 other sessions will be logged out.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all' }));

    expect(await screen.findByText('Signed out 5 other sessions.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await cardTitles()).toEqual(['Chrome on macOS']);
    expect(world.runtime.stats.get('revokeSession')).toBe(5);
    expect(world.runtime.stats.get('getSessions')).toBe(2);
    // The button is gone with the others: focus lands on the section heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Active sessions' })).toHaveFocus());
  });

  it('lists the sessions it could not sign out', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['server-error'], scenarioOperations: ['revokeSession'] });
    const user = userEvent.setup();
    renderTab();
    await sessionList();
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all' }));
    const alert = await screen.findByText("5 sessions of 5 couldn't be signed out");
    expect(alert).toBeVisible();
    expect(
      screen.getByText('Edge on Windows: Something went wrong on our side. Please try again in a few minutes.'),
    ).toBeVisible();
    expect(await cardTitles()).toHaveLength(6);
  });
});
