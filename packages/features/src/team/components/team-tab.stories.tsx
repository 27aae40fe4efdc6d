import type { OperationId } from '@holostream/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HOSTILE_LENGTHS } from '@holostream/sandbox';
import {
  animationsDone,
  sandboxStats,
  signInStory,
  fitsThePhone,
  noSidewaysScroll,
  JAPANESE,
  PHONE,
} from '../../shared/testing/stories';
import { ALEX_CODE, storyClock, withAlexCode, world } from '../testing/story-helpers';
import { TeamTab } from './team-tab';

const meta = {
  title: 'Features/Team/TeamTab',
  tags: ['autodocs', 'responsive'],
  component: TeamTab,
  beforeEach: async (context) => {
    storyClock.reset();
    return signInStory(context);
  },
  parameters: {
    visual: {
      pictures: [
        'Admin',
        'AdminJapanese',
        'MemberJapanesePhone',
        'NoOrganizationJapanesePhone',
        'AddForm',
        'AddFormJapanesePhone',
        'AddErrorDialogOpen',
        'AddErrorDialogJapanese',
        'AddSuccessDialogOpen',
        'AddSuccessDialogJapanese',
        'RemoveConfirmOpen',
        'RemoveConfirmJapanese',
        'RemoveErrorDialogOpen',
        'RemoveErrorDialogJapanese',
        'RemoveSuccessDialogOpen',
        'RemoveSuccessDialogJapanese',
      ],
    },
    msw: world('demo', { customize: withAlexCode }),
    router: { initialEntries: ['/account?tab=team'] },
  },
  render: () => <TeamTab now={storyClock.read} />,
} satisfies Meta<typeof TeamTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const body = within(document.body);

/** Only `operation` misbehaves; the rest of the demo world answers as usual. */
const only = (operation: OperationId, scenario: 'slow' | 'server-error') => ({
  msw: world('demo', { scenarios: [scenario], scenarioOperations: [operation], delayMs: 'infinite' }),
});

const memberList = (canvas: Canvas, name = 'Members') => canvas.findByRole('list', { name }, { timeout: 5000 });
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

async function openAddDialog(canvas: Canvas) {
  const opener = await canvas.findByRole('button', { name: 'Add member' }, { timeout: 5000 });
  await userEvent.click(opener);
  const dialog = await body.findByRole('dialog', { name: 'Add a member' });
  await animationsDone();
  return { opener, dialog };
}

async function fillAdd(dialog: HTMLElement, username: string, code: string) {
  await userEvent.type(within(dialog).getByLabelText('Username'), username);
  await userEvent.type(within(dialog).getByLabelText('Invitation code'), code);
}

// team.loading / team.load-error ---------------------------------------------------------------

/** team.loading: the organisations are on their way; a placeholder says so to screen readers. */
export const Loading: Story = {
  parameters: only('getOrganizations', 'slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your team…' })).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Members' })).toBeNull();
  },
};

/** team.loading of the member list: the organisation is known, its members are on their way. */
export const LoadingMembers: Story = {
  parameters: only('getMembers', 'slow'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Holostream Studio' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading team members…' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add member' })).toBeNull();
  },
};

/** team.load-error: 'Failed to load organizations', the server's message, and a retry that asks again. */
export const LoadErrorOrganizations: Story = {
  parameters: only('getOrganizations', 'server-error'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('heading', { level: 2, name: 'Failed to load organizations' })).toBeVisible();
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await sandboxStats()).getOrganizations).toBe(2));
  },
};

/** team.load-error: 'Failed to load team members' under the organisation's name, with a retry. */
export const LoadErrorMembers: Story = {
  parameters: only('getMembers', 'server-error'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('heading', { level: 3, name: 'Failed to load team members' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Holostream Studio' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await sandboxStats()).getMembers).toBe(2));
  },
};

/** team.load-error in Japanese. */
export const LoadErrorJapanese: Story = {
  ...LoadErrorMembers,
  globals: JAPANESE,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('heading', { name: 'チームメンバーを読み込めませんでした' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: '再試行' })).toBeVisible();
  },
};

// team.admin / team.member / team.no-org / team.at-capacity ------------------------------------

/** team.admin: members/seats, role badges, Add member, Remove on the others, 'you' on the admin's own row. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    const list = await memberList(canvas);
    await expect(namesIn(list)).toEqual(['demo', 'mika', 'sora']);
    await expect(canvas.getByRole('meter', { name: 'Seats' })).toHaveAttribute('aria-valuetext', '3/5 members');
    await expect(canvas.getByText('3/5 members')).toBeVisible();
    await expect(canvas.getByText('Your role: Admin')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add member' })).toBeEnabled();
    const own = within(within(list).getByRole('listitem', { name: 'demo' }));
    await expect(own.getByText('you')).toBeVisible();
    await expect(own.getByText('Admin')).toBeVisible();
    await expect(own.queryByRole('button')).toBeNull();
    await expect(within(list).getByRole('button', { name: 'Remove mika' })).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Remove sora' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate invitation code' })).toBeVisible();
  },
};

/** team.admin in Japanese. */
export const AdminJapanese: Story = {
  globals: JAPANESE,
  play: async ({ canvas }) => {
    const list = await memberList(canvas, 'メンバー');
    await expect(canvas.getByText('3/5 人')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'メンバーを追加' })).toBeEnabled();
    await expect(within(list).getByText('あなた')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'mikaを削除' })).toBeVisible();
    await expect(canvas.getByText('あなたの役割：管理者')).toBeVisible();
  },
};

/** team.admin at phone width (390 px): the list wraps, nothing sticks out sideways. */
export const AdminPhone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    const list = await memberList(canvas);
    await expect(within(list).getByRole('button', { name: 'Remove sora' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add member' })).toBeVisible();
    await fitsThePhone();
  },
};

/** team.admin with an organisation name and a member far longer than any form allows: they wrap, the page keeps its width. */
export const HostileLengths: Story = {
  parameters: { msw: world('demo', { scenarios: ['hostile-lengths'], customize: withAlexCode }) },
  play: async ({ canvas }) => {
    const list = await memberList(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: HOSTILE_LENGTHS.organizationName })).toBeVisible();
    await expect(within(list).getByText(HOSTILE_LENGTHS.memberName)).toBeVisible();
    await expect(within(list).getByRole('button', { name: `Remove ${HOSTILE_LENGTHS.memberName}` })).toBeVisible();
    await noSidewaysScroll();
  },
};

/** team.member: the same list for a member, with no Add member and no Remove. */
export const Member: Story = {
  parameters: { msw: world('demo', { scenarios: ['member-role'] }) },
  play: async ({ canvas }) => {
    const list = await memberList(canvas);
    await expect(namesIn(list)).toEqual(['mika', 'demo', 'sora']);
    await expect(canvas.getByText('Your role: Member')).toBeVisible();
    await expect(within(within(list).getByRole('listitem', { name: 'demo' })).getByText('you')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add member' })).toBeNull();
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};

/**
 * team.role.unknown: every role comes back as one this site does not know (owner): each member is listed with it
 * in words ("Owner", never the raw code), and nobody gets admin rights here (no Add member, no Remove).
 */
export const RoleUnknown: Story = {
  parameters: { msw: world('demo', { scenarios: ['variation-unknown-enums'], scenarioOperations: ['getMembers'] }) },
  play: async ({ canvas }) => {
    const list = await memberList(canvas);
    await expect(namesIn(list)).toHaveLength(3);
    await expect(within(list).getAllByText('Owner')).toHaveLength(3);
    await expect(within(list).queryByText('owner')).toBeNull();
    await expect(canvas.getByText('Your role: Owner')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add member' })).toBeNull();
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};

/** team.member in Japanese at phone width. */
export const MemberJapanesePhone: Story = {
  ...Member,
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    const list = await memberList(canvas, 'メンバー');
    await expect(canvas.getByText('あなたの役割：メンバー')).toBeVisible();
    await expect(within(list).queryByRole('button')).toBeNull();
    await fitsThePhone();
  },
};

/** team.no-org: alex belongs to no team; the tab explains how to join and offers an invitation code. */
export const NoOrganization: Story = {
  parameters: { storyUser: 'alex', msw: world('alex') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: "You're not in a team yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/generate an invitation code and give it, with your username/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate invitation code' })).toBeEnabled();
    await expect(canvas.queryByRole('list', { name: 'Members' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add member' })).toBeNull();
  },
};

/** team.no-org in Japanese at phone width (the demo account in the 'no-organization' scenario). */
export const NoOrganizationJapanesePhone: Story = {
  parameters: { msw: world('demo', { scenarios: ['no-organization'] }) },
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'まだチームに参加していません' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '招待コードを発行' })).toBeVisible();
    await fitsThePhone();
  },
};

/** team.at-capacity: 3/3 members; Add member is disabled and the reason is shown and linked to it. */
export const AtCapacity: Story = {
  parameters: { msw: world('demo', { scenarios: ['team-at-capacity'] }) },
  play: async ({ canvas }) => {
    const add = await canvas.findByRole('button', { name: 'Add member' }, { timeout: 5000 });
    await expect(add).toBeDisabled();
    const reason = 'The team is full (3/3). Remove a member before adding another.';
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(add).toHaveAccessibleDescription(reason);
    await expect(canvas.getByRole('meter', { name: 'Seats' })).toHaveAttribute('aria-valuetext', '3/3 members');
    // Removing is still possible: that is how room is made.
    await expect(canvas.getByRole('button', { name: 'Remove mika' })).toBeEnabled();
  },
};

/** team.at-capacity in Japanese. */
export const AtCapacityJapanese: Story = {
  ...AtCapacity,
  globals: JAPANESE,
  play: async ({ canvas }) => {
    const add = await canvas.findByRole('button', { name: 'メンバーを追加' }, { timeout: 5000 });
    await expect(add).toBeDisabled();
    await expect(canvas.getByText(/チームは満員です（3\/3）/)).toBeVisible();
  },
};

// team.add.* ------------------------------------------------------------------------------------

/** team.add.form: username and code required (errors under the fields), role member by default. */
export const AddForm: Story = {
  tags: ['dialog'],
  play: async ({ canvas }) => {
    const { dialog } = await openAddDialog(canvas);
    const form = within(dialog);
    await expect(form.getByRole('radio', { name: 'Member' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Admin' })).not.toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(form.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    await expect(form.getByLabelText('Username')).toHaveFocus();
    await expect(form.getByLabelText('Invitation code')).toHaveAccessibleDescription(
      expect.stringContaining('Invitation code is required'),
    );
    await userEvent.type(form.getByLabelText('Username'), 'alex');
    await userEvent.type(form.getByLabelText('Invitation code'), 'ALEX-2025');
    await expect(form.getByLabelText('Invitation code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the code as XXXX-XXXX-XXXX-XXXX'),
    );
    await expect(form.getByLabelText('Username')).toHaveValue('alex');
    await expect((await sandboxStats()).addMember).toBeUndefined();
  },
};

/** team.add.form in Japanese at phone width. */
export const AddFormJapanesePhone: Story = {
  tags: ['dialog'],
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'メンバーを追加' }, { timeout: 5000 }));
    const dialog = await body.findByRole('dialog', { name: 'メンバーを追加' });
    await animationsDone();
    await userEvent.click(within(dialog).getByRole('button', { name: '追加' }));
    await expect(within(dialog).getByLabelText('ユーザー名')).toHaveAccessibleDescription(
      'ユーザー名を入力してください',
    );
    await expect(within(dialog).getByRole('radio', { name: 'メンバー' })).toBeChecked();
    await fitsThePhone();
  },
};

/** team.add.sending: Add is busy and disabled while the request runs; the dialog cannot be closed. */
export const AddSending: Story = {
  parameters: {
    msw: world('demo', {
      customize: withAlexCode,
      scenarios: ['slow'],
      scenarioOperations: ['addMember'],
      delayMs: 'infinite',
    }),
  },
  play: async ({ canvas }) => {
    const { dialog } = await openAddDialog(canvas);
    await fillAdd(dialog, 'alex', ALEX_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const busy = await within(dialog).findByRole('button', { name: 'Adding…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Add a member' })).toBeVisible();
    await waitFor(async () => expect((await sandboxStats()).addMember).toBe(1));
  },
};

/** team.add.error-dialog: the server's message in a dialog over the form; OK goes back with nothing lost. */
export const AddErrorDialog: Story = {
  play: async ({ canvas }) => {
    const { dialog } = await openAddDialog(canvas);
    await fillAdd(dialog, 'alex', 'WXYZ-0000-WXYZ-0000');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Admin' }));
    const submit = within(dialog).getByRole('button', { name: 'Add' });
    await userEvent.click(submit);
    const error = await body.findByRole('alertdialog', { name: 'Member not added' }, { timeout: 5000 });
    await expect(error).toHaveTextContent('The invitation code does not match this user');
    await animationsDone();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(submit).toHaveFocus());
    await expect(within(dialog).getByLabelText('Username')).toHaveValue('alex');
    await expect(within(dialog).getByLabelText('Invitation code')).toHaveValue('WXYZ-0000-WXYZ-0000');
    await expect(within(dialog).getByRole('radio', { name: 'Admin' })).toBeChecked();
  },
};

/** team.add.error-dialog, as it stands: the server's message over the form it answered; OK has focus. */
export const AddErrorDialogOpen: Story = {
  tags: ['dialog'],
  play: async ({ canvas }) => {
    const { dialog } = await openAddDialog(canvas);
    await fillAdd(dialog, 'alex', 'WXYZ-0000-WXYZ-0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const error = await body.findByRole('alertdialog', { name: 'Member not added' }, { timeout: 5000 });
    await expect(within(error).getByRole('button', { name: 'OK' })).toHaveFocus();
    await animationsDone();
  },
};

/**
 * team.add.error-dialog / error.server-message: an unknown username (a 404 whose message is a person's sentence):
 * the server's words in the dialog, not only "Failed to add member".
 */
export const AddErrorUnknownUser: Story = {
  play: async ({ canvas }) => {
    const { dialog } = await openAddDialog(canvas);
    await fillAdd(dialog, 'nobody', ALEX_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const error = await body.findByRole('alertdialog', { name: 'Member not added' }, { timeout: 5000 });
    await expect(error).toHaveAccessibleDescription('There is no user with this username');
    await expect(within(error).queryByText('Failed to add member')).toBeNull();
  },
};

/**
 * team.add.error-dialog / error.server-message in Japanese: an unknown username; our words say what to check, the
 * server's English sentence folded away under them.
 */
export const AddErrorDialogJapanese: Story = {
  tags: ['dialog'],
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'メンバーを追加' }, { timeout: 5000 }));
    const dialog = await body.findByRole('dialog', { name: 'メンバーを追加' });
    await userEvent.type(within(dialog).getByLabelText('ユーザー名'), 'nobody');
    await userEvent.type(within(dialog).getByLabelText('招待コード'), ALEX_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: '追加' }));
    const error = await body.findByRole('alertdialog', { name: 'メンバーを追加できませんでした' }, { timeout: 5000 });
    await expect(error).toHaveAccessibleDescription('ユーザー名と招待コードをご確認のうえ、もう一度お試しください。');
    const folded = within(error).getByText('サーバーからのメッセージ（英語）').closest('details');
    await expect(folded).not.toHaveAttribute('open');
    await expect(folded).toHaveTextContent('There is no user with this username');
    await expect(within(error).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

/** team.add.success-dialog: alex is added with their code; the list is fetched again; focus goes back to Add member. */
export const AddSuccessDialog: Story = {
  play: async ({ canvas }) => {
    const { dialog, opener } = await openAddDialog(canvas);
    await fillAdd(dialog, 'alex', ALEX_CODE.toLowerCase());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const success = await body.findByRole('alertdialog', { name: 'Member added' }, { timeout: 5000 });
    await expect(success).toHaveTextContent('alex is now a member of Holostream Studio.');
    await expect(body.queryByRole('dialog', { name: 'Add a member' })).toBeNull();
    await animationsDone();
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(opener).toHaveFocus());
    // The server lists admins first; alex joined as a member.
    await expect(namesIn(await memberList(canvas))).toEqual(['demo', 'mika', 'sora', 'alex']);
    await expect(canvas.getByText('4/5 members')).toBeVisible();
    const stats = await sandboxStats();
    await expect(stats.addMember).toBe(1);
    await expect(stats.getMembers).toBe(2);
  },
};

/** team.add.success-dialog, as it stands: alex is now a member; OK has focus. */
export const AddSuccessDialogOpen: Story = {
  tags: ['dialog'],
  play: async ({ canvas }) => {
    const { dialog } = await openAddDialog(canvas);
    await fillAdd(dialog, 'alex', ALEX_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const success = await body.findByRole('alertdialog', { name: 'Member added' }, { timeout: 5000 });
    await expect(success).toHaveTextContent('alex is now a member of Holostream Studio.');
    await animationsDone();
  },
};

/** team.add.success-dialog in Japanese. */
export const AddSuccessDialogJapanese: Story = {
  tags: ['dialog'],
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'メンバーを追加' }, { timeout: 5000 }));
    const dialog = await body.findByRole('dialog', { name: 'メンバーを追加' });
    await userEvent.type(within(dialog).getByLabelText('ユーザー名'), 'alex');
    await userEvent.type(within(dialog).getByLabelText('招待コード'), ALEX_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: '追加' }));
    const success = await body.findByRole('alertdialog', { name: 'メンバーを追加しました' }, { timeout: 5000 });
    await expect(success).toHaveTextContent('alexさんがHolostream Studioのメンバーになりました。');
    await animationsDone();
  },
};

// team.remove.* ---------------------------------------------------------------------------------

/** team.remove.confirm: the question names the member and the team; Cancel keeps them and returns focus. */
export const RemoveConfirm: Story = {
  play: async ({ canvas }) => {
    const remove = within(await memberList(canvas)).getByRole('button', { name: 'Remove mika' });
    await userEvent.click(remove);
    const confirm = await body.findByRole('alertdialog', { name: 'Remove mika?' });
    await expect(confirm).toHaveTextContent('mika loses access to Holostream Studio.');
    await animationsDone();
    const cancel = within(confirm).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    await waitFor(() => expect(remove).toHaveFocus());
    await expect((await sandboxStats()).removeMember).toBeUndefined();
  },
};

/** team.remove.confirm, as it stands: the question names the member and the team; Cancel has focus. */
export const RemoveConfirmOpen: Story = {
  tags: ['dialog'],
  play: async ({ canvas }) => {
    await userEvent.click(within(await memberList(canvas)).getByRole('button', { name: 'Remove mika' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Remove mika?' });
    await animationsDone();
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** team.remove.confirm in Japanese. */
export const RemoveConfirmJapanese: Story = {
  tags: ['dialog'],
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await userEvent.click(within(await memberList(canvas, 'メンバー')).getByRole('button', { name: 'soraを削除' }));
    const confirm = await body.findByRole('alertdialog', { name: 'soraさんを削除しますか？' });
    await animationsDone();
    await expect(within(confirm).getByRole('button', { name: '削除する' })).toBeVisible();
  },
};

/** team.remove.error-dialog: the server's message; OK returns focus to the row's Remove button. */
export const RemoveErrorDialog: Story = {
  parameters: { msw: world('demo', { scenarios: ['server-error'], scenarioOperations: ['removeMember'] }) },
  play: async ({ canvas }) => {
    const remove = within(await memberList(canvas)).getByRole('button', { name: 'Remove sora' });
    await userEvent.click(remove);
    const confirm = await body.findByRole('alertdialog', { name: 'Remove sora?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    const error = await body.findByRole('alertdialog', { name: 'Member not removed' }, { timeout: 5000 });
    await expect(error).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    await animationsDone();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(namesIn(await memberList(canvas))).toEqual(['demo', 'mika', 'sora']);
  },
};

/** team.remove.error-dialog, as it stands: the server's message; OK has focus. */
export const RemoveErrorDialogOpen: Story = {
  tags: ['dialog'],
  parameters: { msw: world('demo', { scenarios: ['server-error'], scenarioOperations: ['removeMember'] }) },
  play: async ({ canvas }) => {
    await userEvent.click(within(await memberList(canvas)).getByRole('button', { name: 'Remove sora' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Remove sora?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    const error = await body.findByRole('alertdialog', { name: 'Member not removed' }, { timeout: 5000 });
    await expect(within(error).getByRole('button', { name: 'OK' })).toHaveFocus();
    await animationsDone();
  },
};

/** team.remove.error-dialog in Japanese. */
export const RemoveErrorDialogJapanese: Story = {
  tags: ['dialog'],
  globals: JAPANESE,
  parameters: { msw: world('demo', { scenarios: ['server-error'], scenarioOperations: ['removeMember'] }) },
  play: async ({ canvas }) => {
    await userEvent.click(within(await memberList(canvas, 'メンバー')).getByRole('button', { name: 'soraを削除' }));
    const confirm = await body.findByRole('alertdialog', { name: 'soraさんを削除しますか？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '削除する' }));
    const error = await body.findByRole('alertdialog', { name: 'メンバーを削除できませんでした' }, { timeout: 5000 });
    await expect(within(error).getByRole('button', { name: 'OK' })).toHaveFocus();
    await animationsDone();
  },
};

/** team.remove.success-dialog, as it stands: mika is no longer a member. */
export const RemoveSuccessDialogOpen: Story = {
  tags: ['dialog'],
  play: async ({ canvas }) => {
    await userEvent.click(within(await memberList(canvas)).getByRole('button', { name: 'Remove mika' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Remove mika?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    const success = await body.findByRole('alertdialog', { name: 'Member removed' }, { timeout: 5000 });
    await expect(success).toHaveTextContent('mika is no longer a member of Holostream Studio.');
    await animationsDone();
  },
};

/** team.remove.success-dialog: one request; the list is fetched again; focus lands on the team's heading. */
export const RemoveSuccessDialog: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(within(await memberList(canvas)).getByRole('button', { name: 'Remove mika' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Remove mika?' });
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Remove' }));
    const success = await body.findByRole('alertdialog', { name: 'Member removed' }, { timeout: 5000 });
    await expect(success).toHaveTextContent('mika is no longer a member of Holostream Studio.');
    await animationsDone();
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Holostream Studio' })).toHaveFocus());
    await expect(namesIn(await memberList(canvas))).toEqual(['demo', 'sora']);
    await expect((await sandboxStats()).removeMember).toBe(1);
  },
};

/** team.remove.success-dialog in Japanese. */
export const RemoveSuccessDialogJapanese: Story = {
  tags: ['dialog'],
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await userEvent.click(within(await memberList(canvas, 'メンバー')).getByRole('button', { name: 'mikaを削除' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog', { name: 'mikaさんを削除しますか？' })).getByRole('button', {
        name: '削除する',
      }),
    );
    const success = await body.findByRole('alertdialog', { name: 'メンバーを削除しました' }, { timeout: 5000 });
    await expect(success).toHaveTextContent('mikaさんはHolostream Studioのメンバーではなくなりました。');
  },
};
