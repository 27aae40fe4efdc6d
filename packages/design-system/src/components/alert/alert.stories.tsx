import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sparkles } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { Alert } from './alert';

const meta = {
  title: 'Design system/Alert',
  parameters: { visual: { pictures: 'all' } },
  component: Alert,
  tags: ['autodocs'],
  args: {
    title: 'Your plan renews on August 1, 2025',
    children: 'We will charge the card ending in 4242.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { variant: 'info' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveAttribute('data-variant', 'info');
    await expect(alert).toHaveTextContent('Your plan renews on August 1, 2025');
    await expect(alert).toHaveTextContent('We will charge the card ending in 4242.');
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Subscription updated',
    children: 'You are now on the Pro plan.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveAttribute('data-variant', 'success');
    await expect(alert).toHaveTextContent('Subscription updated');
  },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Access continues until September 1, 2025',
    children: 'After that date your account moves to the free plan.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveAttribute('data-variant', 'warning');
    await expect(alert).toHaveTextContent('After that date your account moves to the free plan.');
  },
};

export const ErrorVariant: Story = {
  name: 'Error',
  args: {
    variant: 'error',
    title: 'Failed to load usage data',
    children: 'HTTP 503: Service Unavailable',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveAttribute('data-variant', 'error');
    await expect(alert).toHaveTextContent('Failed to load usage data');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    variant: 'error',
    title: 'Payment failed',
    children: 'We could not charge your card. Update your payment method to keep your plan.',
    action: (
      <Button asChild variant="outline" size="sm">
        <a href="#billing">Go to billing</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Payment failed');
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Go to billing' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#billing');
  },
};

export const CustomIcon: Story = {
  args: {
    variant: 'success',
    title: 'Welcome aboard',
    children: 'Your account is ready.',
    icon: <Sparkles />,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert.querySelector('[data-slot="alert-icon"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(alert).toHaveTextContent('Welcome aboard');
  },
};

export const Japanese: Story = {
  args: {
    variant: 'error',
    title: 'お支払いに失敗しました',
    children: 'カードに請求できませんでした。プランを継続するには、お支払い方法を更新してください。',
    action: (
      <Button asChild variant="outline" size="sm">
        <a href="#billing">お支払い設定へ</a>
      </Button>
    ),
  },
  render: (args) => (
    <div lang="ja">
      <Alert {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('お支払いに失敗しました');
    await expect(canvas.getByRole('link', { name: 'お支払い設定へ' })).toBeVisible();
  },
};
