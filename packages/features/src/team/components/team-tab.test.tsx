import { HOSTILE_STRINGS } from '@holostream/sandbox';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature, setupSandboxServer } from '../../shared/testing/render';
import { TeamTab } from './team-tab';

const sandbox = setupSandboxServer();

const renderTab = (language: 'en' | 'ja' = 'en') =>
  renderFeature(<TeamTab />, { user: 'demo', initialEntries: ['/account?tab=team'], language });

const memberList = () => screen.findByRole('list', { name: 'Members' }, { timeout: 3000 });
const memberNames = async () =>
  within(await memberList())
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

/** The code alex generated in the sandbox world. */
async function alexCode(world: ReturnType<typeof sandbox.use>) {
  const store = await world.store();
  const alex = store.accounts.find((account) => account.username === 'alex');
  const code = store.invitationCodes.find((candidate) => candidate.accountId === alex?.id);
  if (!code) throw new Error('alex has no code in the sandbox');
  return code.code;
}

describe('TeamTab: loading and errors', () => {
  it('shows a loading state, then the organisation with members/seats', async () => {
    sandbox.use({ signedInAs: 'demo' });
    renderTab();
    expect(screen.getByRole('status', { name: 'Loading your team…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Holostream Studio' })).toBeVisible();
    expect(await memberNames()).toEqual(['demo', 'mika', 'sora']);
    expect(screen.getByRole('meter', { name: 'Seats' })).toHaveAttribute('aria-valuetext', '3/5 members');
  });

  it("says 'Failed to load organizations' with the reason, and loads again on retry", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const world = sandbox.use({
      signedInAs: 'demo',
      scenarios: ['server-error'],
      scenarioOperations: ['getOrganizations'],
    });
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load organizations' })).toBeVisible();
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    expect(warn).toHaveBeenCalled();
    await world.runtime.setScenarios([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await memberNames()).toEqual(['demo', 'mika', 'sora']);
  });

  it("says 'Failed to load team members' when only the member list fails, with a retry", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const world = sandbox.use({ signedInAs: 'demo', scenarios: ['server-error'], scenarioOperations: ['getMembers'] });
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load team members' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Holostream Studio' })).toBeVisible();
    await world.runtime.setScenarios([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await memberNames()).toEqual(['demo', 'mika', 'sora']);
  });

  it('turns an answer of the wrong shape into the error state, not a crash', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandbox.use({ signedInAs: 'demo', scenarios: ['unexpected-shape'], scenarioOperations: ['getMembers'] });
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Failed to load team members' })).toBeVisible();
  });
});

describe('TeamTab: roles', () => {
  it("shows an admin Add member and Remove on every row but their own, which has the 'you' tag", async () => {
    sandbox.use({ signedInAs: 'demo' });
    renderTab();
    const list = await memberList();
    const own = within(list).getByRole('listitem', { name: 'demo' });
    expect(within(own).getByText('you')).toBeVisible();
    expect(within(own).getByText('Admin')).toBeVisible();
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(list).getByRole('button', { name: 'Remove mika' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Remove sora' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add member' })).toBeEnabled();
    expect(screen.getByText('Your role: Admin')).toBeVisible();
  });

  it('shows a member the same list without Add member or Remove', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['member-role'] });
    renderTab();
    expect(await memberNames()).toEqual(['mika', 'demo', 'sora']);
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'demo' })).getByText('you')).toBeVisible();
  });

  it('disables Add member at capacity and says why', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['team-at-capacity'] });
    renderTab();
    const add = await screen.findByRole('button', { name: 'Add member' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('The team is full (3/3). Remove a member before adding another.');
    expect(screen.getByRole('meter', { name: 'Seats' })).toHaveAttribute('aria-valuetext', '3/3 members');
  });

  it('renders markup in names as text', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['hostile-strings'] });
    const { container } = renderTab();
    expect(await screen.findByRole('heading', { level: 2, name: HOSTILE_STRINGS.organizationName })).toBeVisible();
    expect(await screen.findByText(HOSTILE_STRINGS.memberName)).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
  });

  it('explains how to join a team and offers a code to a person without an organisation', async () => {
    sandbox.use({ signedInAs: 'alex' });
    renderFeature(<TeamTab />, { user: 'alex' });
    expect(await screen.findByRole('heading', { level: 2, name: "You're not in a team yet" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generate invitation code' })).toBeEnabled();
    expect(screen.queryByRole('list', { name: 'Members' })).toBeNull();
  });

  it('shows a selector when the person is in several organisations, the first selected', async () => {
    sandbox.use({
      signedInAs: 'demo',
      customize: (store) => {
        const demo = store.accounts.find((account) => account.username === 'demo');
        if (!demo) return;
        store.organizations.push({ id: 900, name: 'Second Team', seats: 2 });
        store.memberships.push({ id: 901, organizationId: 900, accountId: demo.id, role: 'member' });
      },
    });
    renderTab();
    const select = await screen.findByRole('combobox', { name: 'Organization' });
    expect(select).toHaveTextContent('Holostream Studio');
    expect(await memberNames()).toEqual(['demo', 'mika', 'sora']);
    await userEvent.selectOptions(select, 'Second Team');
    expect(await screen.findByRole('heading', { level: 2, name: 'Second Team' })).toBeVisible();
    await waitFor(async () => expect(await memberNames()).toEqual(['demo']));
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
  });
});

describe('TeamTab: adding a member', () => {
  it('requires username and code next to the fields, keeps what was typed, focuses the first', async () => {
    sandbox.use({ signedInAs: 'demo' });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const username = within(dialog).getByLabelText('Username');
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(username).toHaveFocus();
    expect(within(dialog).getByLabelText('Invitation code')).toHaveAccessibleDescription(
      expect.stringContaining('Invitation code is required'),
    );
    await userEvent.type(username, 'alex');
    await userEvent.type(within(dialog).getByLabelText('Invitation code'), 'abcd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByLabelText('Invitation code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the code as XXXX-XXXX-XXXX-XXXX'),
    );
    expect(within(dialog).getByLabelText('Invitation code')).toHaveFocus();
    expect(username).toHaveValue('alex');
    expect(within(dialog).getByRole('radio', { name: 'Member' })).toBeChecked();
  });

  it('adds with one request on a double click, shows the success dialog, refetches, returns focus', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    renderTab();
    const code = await alexCode(world);
    const opener = await screen.findByRole('button', { name: 'Add member' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add a member' });
    await userEvent.type(within(dialog).getByLabelText('Username'), 'alex');
    // As a Japanese keyboard types it (full-width, in lower case, spaces around the dashes): sent as the code.
    const fullWidth = [...code.toLowerCase()].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    await userEvent.type(within(dialog).getByLabelText('Invitation code'), fullWidth.replaceAll('－', ' － '));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Admin' }));
    // Two clicks in the same frame, before the busy state can disable the button.
    const submit = within(dialog).getByRole('button', { name: 'Add' });
    fireEvent.click(submit);
    fireEvent.click(submit);

    const success = await screen.findByRole('alertdialog', { name: 'Member added' });
    expect(success).toHaveTextContent('alex is now a member of Holostream Studio.');
    expect(world.runtime.stats.get('addMember')).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Add a member' })).toBeNull();
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(await memberNames()).toEqual(['demo', 'alex', 'mika', 'sora']);
    expect(within(screen.getByRole('listitem', { name: 'alex' })).getByText('Admin')).toBeVisible();
  });

  it("opens the error dialog with the server's message over the form, which keeps what was typed", async () => {
    sandbox.use({ signedInAs: 'demo' });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a member' });
    await userEvent.type(within(dialog).getByLabelText('Username'), 'alex');
    await userEvent.type(within(dialog).getByLabelText('Invitation code'), 'AAAA-BBBB-CCCC-DDDD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    const error = await screen.findByRole('alertdialog', { name: 'Member not added' });
    expect(error).toHaveTextContent('The invitation code does not match this user');
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    const form = screen.getByRole('dialog', { name: 'Add a member' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Add' })).toHaveFocus());
    expect(within(form).getByLabelText('Username')).toHaveValue('alex');
    expect(within(form).getByLabelText('Invitation code')).toHaveValue('AAAA-BBBB-CCCC-DDDD');
  });
});

describe('TeamTab: removing a member', () => {
  it('asks first; Cancel keeps the member and returns focus to Remove', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    renderTab();
    const remove = within(await memberList()).getByRole('button', { name: 'Remove mika' });
    await userEvent.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove mika?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(world.runtime.stats.get('removeMember')).toBeUndefined();
  });

  it('removes with one request, shows the success dialog and the shorter list', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    renderTab();
    await userEvent.click(within(await memberList()).getByRole('button', { name: 'Remove mika' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove mika?' });
    const confirmButton = within(confirm).getByRole('button', { name: 'Remove' });
    fireEvent.click(confirmButton);
    fireEvent.click(confirmButton);
    const success = await screen.findByRole('alertdialog', { name: 'Member removed' });
    expect(success).toHaveTextContent('mika is no longer a member of Holostream Studio.');
    expect(world.runtime.stats.get('removeMember')).toBe(1);
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    // The row's button is gone: focus lands on the organisation's heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Holostream Studio' })).toHaveFocus());
    expect(await memberNames()).toEqual(['demo', 'sora']);
  });

  it("shows the error dialog with the server's message and returns focus to Remove", async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['server-error'], scenarioOperations: ['removeMember'] });
    renderTab();
    const remove = within(await memberList()).getByRole('button', { name: 'Remove sora' });
    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove sora?' })).getByRole('button', { name: 'Remove' }),
    );
    const error = await screen.findByRole('alertdialog', { name: 'Member not removed' });
    expect(error).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(await memberNames()).toEqual(['demo', 'mika', 'sora']);
  });
});
