import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Alert } from '../alert/alert';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Design system/ConfirmDialog',
  parameters: { visual: { pictures: 'all' } },
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Cancel your subscription?',
    description: 'You keep Pro until 31 December 2026, then move to the free plan.',
    confirmLabel: 'Cancel subscription',
    cancelLabel: 'Keep my plan',
    busyLabel: 'Cancelling…',
    onConfirm: () => new Promise(() => undefined),
    renderError: () => (
      <Alert variant="error" title="The subscription was not cancelled">
        Our server did not answer. Try again in a moment.
      </Alert>
    ),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question: focus on the choice that changes nothing. */
export const Asking: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep my plan' })).toHaveFocus());
  },
};

/** Busy while the action runs: both buttons disabled, the dialog marked busy. */
export const Busy: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await expect(await screen.findByRole('button', { name: /Cancelling/ })).toBeDisabled();
    await expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The action failed: the error inside, the dialog open to try again or step back. */
export const Failed: Story = {
  args: { onConfirm: () => Promise.reject(new Error('offline')) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await expect(await screen.findByText('The subscription was not cancelled')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  },
};

/** A name of 128 characters without a space (a team member's, say): it wraps; the buttons stay on a phone's screen. */
const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(4).slice(0, 128);

/** team.remove.confirm with the longest name: wrapped inside the panel, which never scrolls sideways. */
export const LongName: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: `Remove ${LONG_NAME}?`,
    description: `${LONG_NAME} loses access to the team's streams at once.`,
    confirmLabel: 'Remove',
    cancelLabel: 'Keep',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    for (const name of ['Remove', 'Keep']) {
      const button = screen.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.right, name).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
