import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Meter } from './meter';

const meta = {
  title: 'Design system/Meter',
  parameters: { visual: { pictures: 'all' } },
  component: Meter,
  tags: ['autodocs'],
  args: {
    label: 'Streaming hours this month',
    value: 12.5,
    max: 50,
    valueText: '12.5 h of 50 h',
    description: 'Resets on July 1',
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Well within the plan's limit. */
export const Normal: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Streaming hours this month' });
    await expect(meter).toHaveAttribute('aria-valuenow', '12.5');
    await expect(meter).toHaveAttribute('aria-valuetext', '12.5 h of 50 h');
    await expect(meter).toHaveAccessibleDescription('Resets on July 1');
    await expect(canvas.getByText('12.5 h of 50 h')).toBeVisible();
    await expect(meter.closest('[data-slot="meter"]')).toHaveAttribute('data-tone', 'normal');
  },
};

/** From 80 % of the limit the meter turns amber. */
export const Warning: Story = {
  args: { value: 42, valueText: '42 h of 50 h' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Streaming hours this month' });
    await expect(meter.closest('[data-slot="meter"]')).toHaveAttribute('data-tone', 'warning');
  },
};

/** Past the limit: a full red bar, and the words say so too. */
export const Over: Story = {
  args: { value: 57, valueText: '57 h of 50 h, over the limit' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Streaming hours this month' });
    await expect(meter).toHaveAttribute('aria-valuenow', '50');
    await expect(meter).toHaveAttribute('aria-valuetext', '57 h of 50 h, over the limit');
    await expect(meter.closest('[data-slot="meter"]')).toHaveAttribute('data-tone', 'over');
  },
};

/** A plan without a monthly limit (monthlyUsageLimit 0): usage shown, no meter. */
export const Unlimited: Story = {
  args: { unlimited: true, max: 0, valueText: '12.5 h · Unlimited', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(canvas.getByText('12.5 h · Unlimited')).toBeVisible();
    await expect(canvas.getByText('Streaming hours this month')).toBeVisible();
  },
};

/** At 390 px the label and the value wrap instead of overflowing. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { label: 'Streaming hours used in the current billing month', valueText: '12.5 h of 50 h' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('meter')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Japanese labels. */
export const Japanese: Story = {
  args: {
    label: '今月の配信時間',
    value: 42,
    valueText: '50時間中42時間',
    description: '7月1日にリセットされます',
  },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: '今月の配信時間' });
    await expect(meter).toHaveAttribute('aria-valuetext', '50時間中42時間');
  },
};
