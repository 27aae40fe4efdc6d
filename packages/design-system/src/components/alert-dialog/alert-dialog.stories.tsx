import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import {
  AlertDialog,
  AlertDialogAction,
  type AlertDialogActionProps,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';

/** Waits for the fade-in so checks (and the accessibility scan) see the finished frame; the spinner never ends. */
const animationsDone = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished),
  );

const meta = {
  title: 'Design system/AlertDialog',
  parameters: { visual: { pictures: 'all' } },
  component: AlertDialogAction,
  subcomponents: {
    AlertDialog,
    AlertDialogTrigger,
    AlertDialogContent,
    AlertDialogHeader,
    AlertDialogTitle,
    AlertDialogDescription,
    AlertDialogFooter,
    AlertDialogCancel,
  },
  tags: ['autodocs', 'responsive'],
  args: { children: 'Yes, cancel', variant: 'destructive', loadingLabel: 'Cancelling…', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'] },
  },
  render: (args) => (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline">Cancel subscription</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel subscription?</AlertDialogTitle>
          <AlertDialogDescription>
            Your plan stays active until the end of the billing period, then you move to the free plan.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep subscription</AlertDialogCancel>
          <AlertDialogAction {...args} />
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
} satisfies Meta<typeof AlertDialogAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** general.cancel.confirm: focus starts on the safe answer; Escape closes and focus returns to the trigger. */
export const DestructiveConfirmation: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Cancel subscription' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel subscription?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your plan stays active until the end of the billing period, then you move to the free plan.',
    );
    await expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    const keep = screen.getByRole('button', { name: 'Keep subscription' });
    await waitFor(() => expect(keep).toHaveFocus());
    await expect(screen.getByRole('button', { name: 'Yes, cancel' })).toHaveAttribute('data-variant', 'destructive');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The app's side of a busy action: keep the dialog open and show progress until the request ends. */
function BusyExample(args: AlertDialogActionProps) {
  const [busy, setBusy] = useState(false);
  const loading = args.loading || busy;
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline">Cancel subscription</Button>
      </AlertDialogTrigger>
      <AlertDialogContent busy={loading}>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel subscription?</AlertDialogTitle>
          <AlertDialogDescription>
            Your plan stays active until the end of the billing period, then you move to the free plan.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={loading}>Keep subscription</AlertDialogCancel>
          <AlertDialogAction
            {...args}
            loading={loading}
            onClick={(event) => {
              event.preventDefault();
              setBusy(true);
              args.onClick?.(event);
            }}
          />
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** general.cancel.busy: 'Cancelling…'; both buttons disabled, Escape ignored, the dialog stays open. */
export const Busy: Story = {
  render: (args) => <BusyExample {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await expect(args.onClick).toHaveBeenCalledOnce();

    const busy = screen.getByRole('button', { name: 'Cancelling…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Keep subscription' })).toBeDisabled();
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel subscription?' });
    await waitFor(() => expect(dialog).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(dialog).toBeInTheDocument();
    await animationsDone();
  },
};

/** general.cancel.success, team.add.success-dialog, feedback.success-modal: one OK, focused on open. */
export const SuccessWithSingleAction: Story = {
  args: { children: 'OK', variant: 'primary' },
  render: (args) => (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button>Show result</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Subscription cancelled</AlertDialogTitle>
          <AlertDialogDescription>
            You keep your plan until August 31, 2025. After that you move to the free plan.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction {...args} />
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show result' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Subscription cancelled' });
    const ok = screen.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Phone width: a card with a margin; the buttons stack full width, Cancel above the action. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel subscription' }));
    await screen.findByRole('alertdialog', { name: 'Cancel subscription?' });
    const keep = screen.getByRole('button', { name: 'Keep subscription' }).getBoundingClientRect();
    const confirm = screen.getByRole('button', { name: 'Yes, cancel' }).getBoundingClientRect();
    await expect(confirm.top).toBeGreaterThan(keep.top);
    await expect(confirm.width).toBe(keep.width);
    await animationsDone();
  },
};

/** Japanese wording (general.cancel.confirm-payment-failed: the cancel takes effect at once). */
export const Japanese: Story = {
  args: { children: '今すぐ解約', loadingLabel: '解約中…' },
  globals: { locale: 'ja' },
  render: (args) => (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline">サブスクリプションを解約</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>サブスクリプションを解約しますか？</AlertDialogTitle>
          <AlertDialogDescription>
            お支払いに失敗しているため、解約は直ちに反映され、無料プランに切り替わります。
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>解約しない</AlertDialogCancel>
          <AlertDialogAction {...args} />
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'サブスクリプションを解約' }));
    await screen.findByRole('alertdialog', { name: 'サブスクリプションを解約しますか？' });
    await waitFor(() => expect(screen.getByRole('button', { name: '解約しない' })).toHaveFocus());
    await expect(screen.getByRole('button', { name: '今すぐ解約' })).toBeEnabled();
    await animationsDone();
  },
};
