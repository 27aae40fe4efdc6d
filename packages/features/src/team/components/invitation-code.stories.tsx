import { sandboxMsw } from '@holostream/sandbox/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { animationsDone, sandboxStats, signInStory, fitsThePhone, JAPANESE, PHONE } from '../../shared/testing/stories';
import { SignedInPerson } from '../../shared/person';
import { storyClock, world } from '../testing/story-helpers';
import { TeamTab } from './team-tab';

/**
 * The invitation-code dialog of the team tab. Every story runs on `storyClock`, which stands still:
 * the countdown shows the same time on every run, and a story moves the clock itself when it needs
 * time to pass. The checks are real requests: the stories about them ask for one every `QUICK_CHECK_MS`
 * instead of the product's 5 s, so as not to wait for them (invitation-code.test.tsx holds the 5 s, on fake timers).
 */
const meta = {
  title: 'Features/Team/InvitationCode',
  tags: ['autodocs', 'responsive'],
  component: TeamTab,
  beforeEach: async (context) => {
    storyClock.reset();
    return signInStory(context);
  },
  parameters: {
    visual: { pictures: ['Active', 'ActiveJapanesePhone', 'ExpiredAtZero', 'ExpiredJapanese'] },
    msw: world('demo'),
    router: { initialEntries: ['/account?tab=team'] },
  },
  render: (_args, { parameters }) => (
    <AsStoryUser user={parameters.storyUser}>{<TeamTab now={storyClock.read} />}</AsStoryUser>
  ),
} satisfies Meta<typeof TeamTab>;

export default meta;

/** The person signed in (the story's user, else demo), as the site's AuthProvider says: the dialog shows it. */
function AsStoryUser({ user, children }: { user?: unknown; children: ReactNode }) {
  return <SignedInPerson value={typeof user === 'string' ? user : 'demo'}>{children}</SignedInPerson>;
}
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const body = within(document.body);
/** How often the checking stories' dialog asks for the code again. */
const QUICK_CHECK_MS = 400;
const renderQuickChecks = () => (
  <AsStoryUser>
    <TeamTab now={storyClock.read} invitationCheckEveryMs={QUICK_CHECK_MS} />
  </AsStoryUser>
);
const CODE = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/;

/** Opens the dialog and waits for its code; returns the dialog, the opener and the code shown. */
async function openDialog(
  canvas: Canvas,
  labels = { open: 'Generate invitation code', title: 'Your invitation code' },
) {
  const opener = await canvas.findByRole('button', { name: labels.open }, { timeout: 5000 });
  await userEvent.click(opener);
  const dialog = await body.findByRole('dialog', { name: labels.title });
  const code = await within(dialog).findByText(CODE, {}, { timeout: 5000 });
  await animationsDone();
  return { dialog, opener, code: code.textContent ?? '' };
}

/** The sandbox behind one story, kept so the story can change the world while the dialog is open. */
const consumed = sandboxMsw({
  signedInAs: 'demo',
  now: () => new Date(storyClock.now),
  passwordIterations: 1000,
  log: () => undefined,
});

/**
 * team.invite.active: the username to give with the code, the code in XXXX-XXXX-XXXX-XXXX, each with a copy button,
 * and the time left in d/h/m/s.
 */
export const Active: Story = {
  tags: ['dialog'],
  play: async ({ canvas }) => {
    const { dialog, code } = await openDialog(canvas);
    const username = within(dialog).getByText('Your username').nextElementSibling as HTMLElement;
    await expect(username).toHaveTextContent('demo');
    await expect(within(dialog).getByRole('button', { name: 'Copy username' })).toBeVisible();
    await expect(code).toMatch(CODE);
    await expect(within(dialog).getByRole('time')).toHaveTextContent('3d04h17m00s');
    await expect(within(dialog).getByRole('time')).toHaveAttribute('datetime', 'P3DT4H17M0S');
    await expect(within(dialog).getByRole('button', { name: 'Copy code' })).toBeVisible();
    await expect(within(dialog).queryByText('Expired')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Generate new code' })).toBeNull();
  },
};

/**
 * team.invite.active: the code is checked again at each interval while the dialog is open (the product's 5 s; this story
 * asks every 0.4 s), and no more once it is closed.
 */
export const ActivePolling: Story = {
  render: renderQuickChecks,
  play: async ({ canvas }) => {
    const { dialog, opener } = await openDialog(canvas);
    await waitFor(async () => expect((await sandboxStats()).getInvitationCode).toBeGreaterThanOrEqual(3), {
      timeout: 5 * QUICK_CHECK_MS,
    });
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[0] ?? dialog);
    await waitFor(() => expect(opener).toHaveFocus());
    const checks = (await sandboxStats()).getInvitationCode;
    await new Promise((resolve) => setTimeout(resolve, 3 * QUICK_CHECK_MS));
    await expect((await sandboxStats()).getInvitationCode).toBe(checks);
  },
};

/** team.invite.active: no code yet ('no-invitation-code'), so the first check's not-found creates one. */
export const ActiveCreatedOnFirstOpen: Story = {
  parameters: { msw: world('demo', { scenarios: ['no-invitation-code'] }) },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    // A new code lasts 7 days from the (standing) story clock.
    await expect(within(dialog).getByRole('time')).toHaveTextContent('7d00h00m00s');
    const stats = await sandboxStats();
    await expect(stats.getInvitationCode).toBe(1);
    await expect(stats.createInvitationCode).toBe(1);
  },
};

/** team.invite.active for alex, who has no team, in Japanese at phone width. */
export const ActiveJapanesePhone: Story = {
  tags: ['dialog'],
  parameters: { storyUser: 'alex', msw: world('alex') },
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas, { open: '招待コードを発行', title: 'あなたの招待コード' });
    await expect(within(dialog).getByText('あなたのユーザー名').nextElementSibling).toHaveTextContent('alex');
    await expect(within(dialog).getByRole('time')).toHaveTextContent('6日00時間00分00秒');
    await expect(within(dialog).getByRole('button', { name: 'コードをコピー' })).toBeVisible();
    await fitsThePhone();
  },
};

/**
 * team.invite.expired: the countdown reaches zero ('invitation-code-expiring': 10 s left). The story
 * moves its clock 10 s on: 'Expired', then Close and 'Generate new code', which makes a fresh code.
 */
export const ExpiredAtZero: Story = {
  tags: ['dialog'],
  parameters: { msw: world('demo', { scenarios: ['invitation-code-expiring'] }) },
  play: async ({ canvas }) => {
    const { dialog, code } = await openDialog(canvas);
    await expect(within(dialog).getByRole('time')).toHaveTextContent('0d00h00m10s');
    storyClock.now += 10_000;
    const generate = await within(dialog).findByRole('button', { name: 'Generate new code' }, { timeout: 3000 });
    await expect(within(dialog).getByText('Expired')).toBeVisible();
    await expect(within(dialog).queryByRole('time')).toBeNull();
    await expect(within(dialog).queryByText(code)).toBeNull();
    await expect(within(dialog).getByText(/has expired or has been used/)).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    await userEvent.click(generate);
    const fresh = await within(dialog).findByText(CODE, {}, { timeout: 5000 });
    await expect(fresh.textContent).not.toBe(code);
    await expect(within(dialog).getByRole('time')).toHaveTextContent('7d00h00m00s');
    await expect((await sandboxStats()).createInvitationCode).toBe(1);
  },
};

/** team.invite.expired: the code was used while the dialog is open; the next check (not found) flips it. */
export const ExpiredWhenNotFound: Story = {
  parameters: { msw: { handlers: consumed.handlers } },
  render: renderQuickChecks,
  play: async ({ canvas }) => {
    const { dialog, code } = await openDialog(canvas);
    const store = await consumed.sandbox.store();
    const record = store.invitationCodes.find((candidate) => candidate.code === code);
    if (!record) throw new Error('The code shown is not in the sandbox');
    // An admin adds the person with this code meanwhile: it is consumed.
    record.used = true;
    await expect(
      await within(dialog).findByRole('button', { name: 'Generate new code' }, { timeout: 5 * QUICK_CHECK_MS }),
    ).toBeEnabled();
    await expect(within(dialog).getByText('Expired')).toBeVisible();
    await expect(within(dialog).queryByText(code)).toBeNull();
    // Nothing was created behind the person's back: only the first check can lead to creation.
    await expect((await sandboxStats()).createInvitationCode).toBeUndefined();
  },
};

/** team.invite.expired in Japanese. */
export const ExpiredJapanese: Story = {
  tags: ['dialog'],
  ...ExpiredAtZero,
  globals: JAPANESE,
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas, { open: '招待コードを発行', title: 'あなたの招待コード' });
    storyClock.now += 10_000;
    await expect(
      await within(dialog).findByRole('button', { name: '新しいコードを発行' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(within(dialog).getByText('期限切れ')).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: '閉じる' }).length).toBeGreaterThan(0);
  },
};
