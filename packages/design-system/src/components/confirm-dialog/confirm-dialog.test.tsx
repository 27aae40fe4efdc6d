import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

/** A page with an opener and the dialog; `onConfirm` is the action under test. */
function Page({ onConfirm, removeOpener = false }: { onConfirm: () => Promise<unknown>; removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Sessions
      </h2>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={removeOpener && done ? undefined : <Button>Sign out others</Button>}
        title="Sign out all other sessions?"
        description="They will have to sign in again."
        confirmLabel="Sign out"
        cancelLabel="Keep them"
        busyLabel="Signing out…"
        onConfirm={async () => {
          await onConfirm();
          setDone(true);
        }}
        renderError={(error) => <p role="alert">{(error as Error).message}</p>}
        fallbackFocus={heading}
      />
    </>
  );
}

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign out others' }));
  return screen.getByRole('alertdialog', { name: 'Sign out all other sessions?' });
}

describe('ConfirmDialog', () => {
  it('is busy while the action runs: one call, Escape and Cancel do nothing, then it closes', async () => {
    const user = userEvent.setup();
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    render(<Page onConfirm={onConfirm} />);
    const dialog = await openDialog(user);

    await user.dblClick(screen.getByRole('button', { name: 'Sign out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /Signing out/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep them' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeVisible();

    action.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the error inside and stays open to try again; the error goes with the dialog', async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('The server did not answer'))
      .mockResolvedValue(undefined);
    render(<Page onConfirm={onConfirm} />);
    await openDialog(user);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not answer');
    expect(screen.getByRole('alertdialog')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    await openDialog(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('returns focus to its opener, or to the fallback when the opener is gone', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page onConfirm={() => Promise.resolve()} />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out others' })).toHaveFocus());
    unmount();

    render(<Page onConfirm={() => Promise.resolve()} removeOpener />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sessions' })).toHaveFocus());
  });
});
