import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress } from './progress';

const meta = {
  title: 'Design system/Progress',
  parameters: { visual: { pictures: 'all' } },
  component: Progress,
  tags: ['autodocs'],
  args: { label: 'Set-up progress', value: 2, max: 5, valueText: '2 of 5 done' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part of the way: a progressbar (not a meter), its value spoken in words. */
export const PartWay: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Set-up progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 done');
    await expect(canvas.getByText('2 of 5 done')).toBeVisible();
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

/** Every step done. */
export const Done: Story = {
  args: { value: 5, valueText: '5 of 5 done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Set-up progress' })).toHaveAttribute('aria-valuenow', '5');
  },
};
