import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown } from './countdown';

/** A fixed "now" keeps every story the same on every run (and in visual snapshots). */
const NOW = Date.UTC(2025, 5, 1, 9, 0, 0);
const SECOND = 1000;
const DAY = 86_400 * SECOND;
const fixedNow = () => NOW;

/** A clock that moves one second per reading: each tick of the countdown sees the next second. */
function useSteppingClock(start: number) {
  const time = React.useRef(start);
  return React.useCallback(() => {
    const current = time.current;
    time.current += SECOND;
    return current;
  }, []);
}

const meta = {
  title: 'Design system/Countdown',
  parameters: { visual: { pictures: 'all' } },
  component: Countdown,
  tags: ['autodocs'],
  args: {
    expiresAt: NOW + 6 * DAY + 23 * 3600_000 + 59 * 60_000 + 41 * SECOND,
    now: fixedNow,
    labels: { days: 'd', hours: 'h', minutes: 'm', seconds: 's' },
    expiredLabel: 'Expired',
    onExpire: fn(),
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** team.invite.active: time left on the invitation code, a box each unit, as in the invitation-code dialog. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const time = canvas.getByRole('time');
    await expect(time).toHaveTextContent('6d23h59m41s');
    await expect(time).toHaveAttribute('datetime', 'P6DT23H59M41S');
    await expect(time).toHaveAttribute('aria-live', 'off');
    await expect(canvas.getByText('23')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

/** team.invite.expired: past the moment, the expired label shows and is announced. */
export const Expired: Story = {
  args: { expiresAt: NOW - SECOND },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('time')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Expired');
    await expect(args.onExpire).toHaveBeenCalledOnce();
  },
};

/** Ticks down the last two seconds (on a stepping clock) and flips to expired. */
export const ReachingZero: Story = {
  args: { expiresAt: NOW + 2 * SECOND },
  render: function Render(args) {
    const now = useSteppingClock(NOW);
    return <Countdown {...args} now={now} />;
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('time')).toHaveTextContent('0d00h00m02s');
    await expect(await canvas.findByText('Expired', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Expired');
    // onExpire runs in an effect just after the expired text is painted.
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
  },
};

/** Japanese unit labels. */
export const Japanese: Story = {
  args: {
    labels: { days: '日', hours: '時間', minutes: '分', seconds: '秒' },
    expiredLabel: '期限切れ',
  },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('time')).toHaveTextContent('6日23時間59分41秒');
  },
};

/** Japanese, expired. */
export const JapaneseExpired: Story = {
  args: { ...Japanese.args, expiresAt: NOW - DAY },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('期限切れ');
  },
};
