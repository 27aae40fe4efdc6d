import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartNoAxesColumn, CreditCard, MonitorSmartphone } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Design system/EmptyState',
  parameters: { visual: { pictures: 'all' } },
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <MonitorSmartphone />,
    title: 'No active sessions',
    description: 'Devices you sign in on will appear here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No active sessions' })).toBeVisible();
    await expect(canvas.getByText('Devices you sign in on will appear here.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const onAdd = fn();

export const WithAction: Story = {
  args: {
    icon: <CreditCard />,
    title: 'No payment method',
    description: 'Add a card to upgrade your plan.',
    action: <Button onClick={onAdd}>Add payment method</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No payment method' })).toBeVisible();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Add payment method' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'No billing history yet', titleAs: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No billing history yet' })).toBeVisible();
  },
};

export const Japanese: Story = {
  args: {
    icon: <ChartNoAxesColumn />,
    title: '利用データがありません',
    description: 'この期間に配信の記録はありません。期間を変更してもう一度お試しください。',
  },
  render: (args) => (
    <div lang="ja" className="max-w-sm">
      <EmptyState {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '利用データがありません' })).toBeVisible();
    await expect(canvas.getByText(/期間を変更して/)).toBeVisible();
  },
};
