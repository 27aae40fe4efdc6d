import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';

/** The subscription cancel flow: the action starts a request, stays open while busy, closes when done. */
function CancelSubscription({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Cancel subscription</Button>
      </AlertDialogTrigger>
      <AlertDialogContent busy={busy}>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel subscription?</AlertDialogTitle>
          <AlertDialogDescription>You keep access until the end of the billing period.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Keep subscription</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            loading={busy}
            loadingLabel="Cancelling…"
            onClick={(event) => {
              event.preventDefault();
              setBusy(true);
              void onConfirm().then(() => {
                setBusy(false);
                setOpen(false);
              });
            }}
          >
            Yes, cancel
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

describe('AlertDialog', () => {
  it('focuses Cancel first, traps Tab, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<CancelSubscription onConfirm={() => Promise.resolve()} />);
    const trigger = screen.getByRole('button', { name: 'Cancel subscription' });

    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel subscription?' });
    expect(dialog).toHaveAccessibleDescription('You keep access until the end of the billing period.');
    const cancel = screen.getByRole('button', { name: 'Keep subscription' });
    expect(cancel).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('does not close on a click outside', async () => {
    const user = userEvent.setup();
    render(<CancelSubscription onConfirm={() => Promise.resolve()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const overlay = document.querySelector<HTMLElement>('[data-slot="alert-dialog-overlay"]');
    expect(overlay).not.toBeNull();
    if (overlay) await user.click(overlay);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('stays open and blocks both buttons and Escape while the action is loading', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<CancelSubscription onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();

    const dialog = screen.getByRole('alertdialog');
    const action = screen.getByRole('button', { name: 'Cancelling…' });
    expect(action).toBeDisabled();
    expect(action).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Keep subscription' })).toBeDisabled();
    // Focus is not lost to <body> when the clicked button becomes disabled.
    expect(dialog).toHaveFocus();

    await user.click(action);
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    finish();
    await screen.findByRole('button', { name: 'Cancel subscription' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toHaveFocus();
  });

  it('focuses the only action of a single-button dialog and closes on it', async () => {
    const user = userEvent.setup();
    const onOk = vi.fn();
    render(
      <AlertDialog>
        <AlertDialogTrigger>Open</AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Subscription cancelled</AlertDialogTitle>
            <AlertDialogDescription>Your plan ends on 31 August 2025.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction onClick={onOk}>OK</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOk).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('renders the action with the Button variant', async () => {
    render(
      <AlertDialog defaultOpen>
        <AlertDialogContent>
          <AlertDialogTitle>Remove member?</AlertDialogTitle>
          <AlertDialogDescription>They lose access at once.</AlertDialogDescription>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive">Remove</AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>,
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('data-variant', 'outline');
  });
});
