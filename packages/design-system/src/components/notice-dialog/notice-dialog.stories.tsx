import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { NoticeDialog } from './notice-dialog';

const meta = {
  title: 'Design system/NoticeDialog',
  parameters: { visual: { pictures: 'all' } },
  component: NoticeDialog,
  tags: ['autodocs', 'responsive'],
  args: {
    open: true,
    title: 'Subscription cancelled',
    description: 'You keep access to Pro until 31 December 2026.',
    actionLabel: 'OK',
    onAction: fn(),
  },
} satisfies Meta<typeof NoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A result to acknowledge: focus on its one button, which reports the press. */
export const Result: Story = {
  play: async ({ args }) => {
    const ok = await screen.findByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await expect(screen.getByRole('alertdialog', { name: 'Subscription cancelled' })).toHaveAccessibleDescription(
      'You keep access to Pro until 31 December 2026.',
    );
    await userEvent.click(ok);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Dismissible: Escape reports a dismissal as well as the button. */
export const Dismissible: Story = {
  args: {
    title: 'Thank you for your feedback',
    description: 'We read every message.',
    actionLabel: 'Back to account',
    onDismiss: fn(),
  },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Thank you for your feedback' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A result at phone width: the dialog within the screen's margins, its button full width. */
export const ResultPhone: Story = { ...Result, globals: { viewport: { value: 'phone', isRotated: false } } };
