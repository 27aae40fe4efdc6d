import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  asDemoPerson,
  fitsThePhone,
  forgetKept,
  JAPANESE,
  PHONE,
  sandbox,
  signInStory,
} from '../../shared/testing/stories';
import { FIXED_NOW, onEnterprise, USAGE_HISTORY, withUsage } from '../testing/story-data';
import { HoursWarning } from './hours-warning';

/** The demo account (Pro, 100 hours a month) at FIXED_NOW, July 2025, with `julyHours` streamed this month. */
const streamed = (julyHours: number, ...more: ((store: Parameters<ReturnType<typeof withUsage>>[0]) => void)[]) => ({
  msw: sandbox('demo', {
    now: () => FIXED_NOW,
    customize: (store) => {
      withUsage([
        ...USAGE_HISTORY.filter((record) => record.month !== 7),
        { year: 2025, month: 7, totalTime: Math.round(julyHours * 3600) },
      ])(store);
      for (const change of more) change(store);
    },
  }),
});

const meta = {
  title: 'Features/Usage/HoursWarning',
  tags: ['autodocs', 'responsive'],
  component: HoursWarning,
  args: { now: FIXED_NOW },
  // A dismissal is kept for the person signed in; each story starts without one kept from another.
  decorators: [asDemoPerson],
  beforeEach: async (context) => {
    forgetKept('hours-warning');
    return signInStory(context);
  },
  parameters: {
    visual: { pictures: ['Near', 'NearJapanese'] },
    ...streamed(85),
  },
} satisfies Meta<typeof HoursWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** usage.hours-warning.near: from 80 % (85 of 100 hours), amber, with what is used and when the hours start again. */
export const Near: Story = {
  play: async ({ canvas }) => {
    const warning = await canvas.findByRole('status', {}, { timeout: 5000 });
    await expect(warning).toHaveTextContent("You've used 85% of this month's streaming hours");
    await expect(warning).toHaveTextContent('85 of 100 hours on the Pro plan');
    await expect(warning).toHaveTextContent('Your hours start again on August 1, 2025.');
    await expect(canvas.getByRole('link', { name: 'View usage' })).toHaveAttribute('href', '/?tab=usage');
    await expect(canvas.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/plans');
  },
};

/** usage.hours-warning.near in Japanese. */
export const NearJapanese: Story = {
  globals: JAPANESE,
  play: async ({ canvas }) => {
    const warning = await canvas.findByRole('status', {}, { timeout: 5000 });
    await expect(warning).toHaveTextContent('今月の配信時間の85%を使用しました');
    await expect(canvas.getByRole('link', { name: 'プランを比較' })).toBeVisible();
  },
};

/** usage.hours-warning.near at phone width: the buttons wrap under the text, nothing sticks out. */
export const NearPhone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    await canvas.findByRole('status', {}, { timeout: 5000 });
    await fitsThePhone();
  },
};

/**
 * subscription.lapsed: the demo account's Pro plan ended (CANCELLED): the hours counted are the free plan's (5 a
 * month), not Pro's 100: 4.5 hours streamed is 90 %.
 */
export const Lapsed: Story = {
  parameters: {
    msw: sandbox('demo', {
      now: () => FIXED_NOW,
      scenarios: ['subscription-cancelled'],
      customize: withUsage([{ year: 2025, month: 7, totalTime: 4.5 * 3600 }]),
    }),
  },
  play: async ({ canvas }) => {
    const warning = await canvas.findByRole('status', {}, { timeout: 5000 });
    await expect(warning).toHaveTextContent("You've used 90% of this month's streaming hours");
    await expect(warning).toHaveTextContent('on the Free plan');
    await expect(warning).not.toHaveTextContent('Pro');
  },
};

/** usage.hours-warning.exactly-80: exactly 80 % counts. */
export const ExactlyEighty: Story = {
  parameters: streamed(80),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('used 80%');
  },
};

/** usage.hours-warning.reached: at or past the limit, red, announced. */
export const Reached: Story = {
  parameters: streamed(104),
  play: async ({ canvas }) => {
    const warning = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(warning).toHaveTextContent("You've reached this month's streaming hours");
    await expect(warning).toHaveTextContent('104 of 100 hours');
  },
};

/** usage.hours-warning.on-usage-tab: on the usage tab itself there is no "View usage". */
export const ReachedOnUsageTab: Story = {
  args: { onUsageTab: true },
  parameters: streamed(104),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(canvas.queryByRole('link', { name: 'View usage' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Compare plans' })).toBeVisible();
  },
};

/**
 * usage.hours-warning.dismissed: hidden for the rest of the month at that level, kept for the person in this browser
 * (a reload finds it dismissed).
 */
export const Dismissed: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('status', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Hide for this month' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    const kept = Object.entries(localStorage).find(([key]) => key.startsWith('holostream:hours-warning:'));
    await expect(kept?.[1]).toBe(JSON.stringify({ month: '2025-07', level: 'near' }));
  },
};

/** usage.hours-warning.none: under 80 % (79.9 hours), nothing shows. */
export const UnderEighty: Story = {
  parameters: streamed(79.9),
  play: async ({ canvas, canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(canvasElement.querySelector('[data-slot="hours-warning"]')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** usage.hours-warning.none on an unlimited plan (Enterprise), however much was streamed. */
export const Unlimited: Story = {
  parameters: streamed(500, onEnterprise),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(canvasElement.querySelector('[data-slot="hours-warning"]')).toBeNull();
  },
};

/** usage.hours-warning.none when the usage could not be read: no warning and no error (the tab says so itself). */
export const UsageFailed: Story = {
  parameters: {
    msw: sandbox('demo', { now: () => FIXED_NOW, scenarios: ['server-error'], scenarioOperations: ['getUsage'] }),
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(canvasElement.querySelector('[data-slot="hours-warning"]')).toBeNull();
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};
