import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Design system/ErrorState',
  parameters: { visual: { pictures: 'all' } },
  component: ErrorState,
  tags: ['autodocs'],
  args: {
    title: 'Failed to load usage data',
    message: 'HTTP 503: Service Unavailable',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    // docs/product.md: the error title, followed by the message.
    await expect(alert).toHaveTextContent(/Failed to load usage data.*HTTP 503: Service Unavailable/);
    await expect(canvas.getByRole('heading', { name: 'Failed to load usage data' })).toBeVisible();
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry, { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const Japanese: Story = {
  args: {
    title: '利用データを読み込めませんでした',
    message: 'サーバーに接続できませんでした。しばらくしてからもう一度お試しください。',
    retryLabel: '再試行',
  },
  render: (args) => (
    <div lang="ja" className="max-w-md">
      <ErrorState {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/読み込めませんでした.*サーバーに接続/);
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
