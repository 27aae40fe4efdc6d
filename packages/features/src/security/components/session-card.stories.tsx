import type { Session } from '@holostream/api';
import { HOSTILE_STRINGS, sandboxFixtures } from '@holostream/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { sandbox, sandboxStats, signInStory, fitsThePhone, JAPANESE, PHONE } from '../../shared/testing/stories';
import { SessionCard } from './session-card';

// The demo world's sessions at the sandbox's fixed clock, typed by the contract.
const { sessions } = sandboxFixtures({ user: 'demo' });
const hostile = sandboxFixtures({ user: 'demo', scenarios: ['hostile-strings'] }).sessions;
const from = (ip: string, list: Session[] = sessions): Session => {
  const session = list.find((candidate) => candidate.ip === ip);
  if (!session) throw new globalThis.Error(`The demo world has no session from ${ip}`);
  return session;
};
const current = sessions.find((session) => session.currentSession) as Session;

const meta = {
  title: 'Features/Security/SessionCard',
  tags: ['autodocs', 'responsive'],
  component: SessionCard,
  args: { session: from('198.51.100.7') },
  beforeEach: signInStory,
  parameters: {
    visual: { pictures: ['Current'] },
    msw: sandbox('demo'),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** security.sessions.list (current): 'Active' badge, a note instead of a revoke button (docs/product.md §6). */
export const Current: Story = {
  args: { session: current },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Chrome on macOS' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText("This is the session you're using now.")).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('203.0.113.50')).toBeVisible();
    await expect(canvas.getByText('Tokyo, Japan')).toBeVisible();
    await expect(canvas.getByText('Asia/Tokyo')).toBeVisible();
  },
};

/** security.sessions.list (EU): the EU member-state note, the time zone, coordinates within 10 km, both dates. */
export const EuMemberState: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Edge on Windows' })).toBeVisible();
    await expect(canvas.queryByText('Active')).toBeNull();
    await expect(canvas.getByText('Paris, France')).toBeVisible();
    await expect(canvas.getByText('In an EU member state')).toBeVisible();
    await expect(canvas.getByText('Europe/Paris')).toBeVisible();
    await expect(canvas.getByText('48.8566°, 2.3522° (within 10 km)')).toBeVisible();
    await expect(canvas.getByText('Last used')).toBeVisible();
    await expect(canvas.getByText('Signed in')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revoke Edge on Windows' })).toBeEnabled();
  },
};

/** security.sessions.list (country only): no city or region, coordinates without a radius. */
export const CountryOnly: Story = {
  args: { session: from('2001:db8::42') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Oculus Browser on Meta Quest' })).toBeVisible();
    await expect(canvas.getByText('Germany')).toBeVisible();
    await expect(canvas.getByText('51.2993°, 9.491°')).toBeVisible();
    await expect(canvas.queryByText(/within/)).toBeNull();
  },
};

/** security.sessions.list (never used): no 'Last used' line, only when it signed in. */
export const NeverUsed: Story = {
  args: { session: from('192.0.2.44') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Safari on iOS' })).toBeVisible();
    await expect(canvas.queryByText('Last used')).toBeNull();
    await expect(canvas.getByText('Signed in')).toBeVisible();
    await expect(canvas.getByText('San Francisco, United States')).toBeVisible();
  },
};

/** security.sessions.list (nothing known): no device name and a private address: 'Unknown device', 'Unknown' place. */
export const NothingKnown: Story = {
  args: { session: from('10.0.0.12') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Unknown device' })).toBeVisible();
    await expect(canvas.getByText('Unknown')).toBeVisible();
    await expect(canvas.queryByText('Coordinates')).toBeNull();
    await expect(canvas.queryByText('Time zone')).toBeNull();
  },
};

/** security.sessions.list (an app): an app's user agent reads as 'iPhone app'. */
export const App: Story = {
  args: { session: { ...from('192.0.2.44'), name: 'HolostreamCapture/1.4.0 (iPhone15,2; iOS 17.5; Scale/3.00)' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'iPhone app' })).toBeVisible();
  },
};

/** security.sessions.list (hostile strings): markup in the device name and the city shows as text. */
export const HostileStrings: Story = {
  args: { session: from('192.0.2.66', hostile) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: HOSTILE_STRINGS.sessionName })).toBeVisible();
    await expect(canvas.getByText(HOSTILE_STRINGS.city, { exact: false })).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
  },
};

/** security.sessions.list in Japanese: terms, country name and dates in Japanese. */
export const Japanese: Story = {
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Windows の Edge' })).toBeVisible();
    await expect(canvas.getByText('Paris（フランス）')).toBeVisible();
    await expect(canvas.getByText('EU加盟国内')).toBeVisible();
    await expect(canvas.getByText('タイムゾーン')).toBeVisible();
    await expect(canvas.getByText('最終使用')).toBeVisible();
    // Last used and signed in, both as Japanese dates (2025/07/08 10:00).
    await expect(canvas.getAllByText(/^\d{4}\/\d{1,2}\/\d{1,2}/, { selector: 'dd' })).toHaveLength(2);
  },
};

/** security.sessions.list at phone width: details in one column, the button full width. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    const revoke = canvas.getByRole('button', { name: 'Revoke Edge on Windows' });
    const group = canvas.getByRole('group', { name: 'Edge on Windows' });
    await expect(revoke.getBoundingClientRect().width).toBeGreaterThan(group.getBoundingClientRect().width * 0.8);
    await fitsThePhone();
  },
};

/** security.sessions.revoking: disabled and 'Revoking…' while the call runs; a second click sends nothing. */
export const Revoking: Story = {
  parameters: {
    msw: sandbox('demo', { scenarios: ['slow'], scenarioOperations: ['revokeSession'], delayMs: 'infinite' }),
  },
  play: async ({ canvas }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Revoke Edge on Windows' }));
    const busy = await canvas.findByRole('button', { name: 'Revoking Edge on Windows…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveTextContent('Revoking…');
    await waitFor(async () => expect((await sandboxStats()).revokeSession).toBe(1));
  },
};

/** security.sessions.revoking (from 'sign out all'): this card is the one being revoked now. */
export const RevokingInBulk: Story = {
  args: { revokingInBulk: true, locked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Revoking Edge on Windows…' })).toBeDisabled();
  },
};

/** security.sessions.revoking (revoke error): 'Failed to revoke session' with the reason, at the card. */
export const RevokeError: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['server-error'], scenarioOperations: ['revokeSession'] }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Edge on Windows' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Failed to revoke session');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    await expect(canvas.getByRole('button', { name: 'Revoke Edge on Windows' })).toBeEnabled();
  },
};

/** security.sessions.revoking (revoke error, 404): a session that is already gone says so. */
export const RevokeGone: Story = {
  args: { session: { ...from('198.51.100.7'), id: 9999 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Edge on Windows' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Failed to revoke session');
    // The path and status went to the console, never onto the page.
    await expect(alert).not.toHaveTextContent(/Not Found|\/v1\//);
  },
};
