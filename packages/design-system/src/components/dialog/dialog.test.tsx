import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function AddMemberDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Add member</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Add a member</DialogTitle>
          <DialogDescription>They get an e-mail with a link to join.</DialogDescription>
        </DialogHeader>
        <label>
          E-mail
          <input type="email" />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Send invitation</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from the keyboard, traps Tab inside, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<AddMemberDialog />);
    const trigger = screen.getByRole('button', { name: 'Add member' });

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Add a member' });
    expect(dialog).toHaveAccessibleDescription('They get an e-mail with a link to join.');
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(field).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Past the last element, focus wraps to the first instead of leaving the dialog.
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes from the labelled X button and from a DialogClose, reporting each change', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<AddMemberDialog onOpenChange={onOpenChange} />);

    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('puts the caller class last so it wins', () => {
    render(
      <Dialog defaultOpen>
        <DialogContent closeLabel="閉じる" className="sm:max-w-2xl">
          <DialogTitle>カード情報</DialogTitle>
          <DialogDescription>カード情報を更新します。</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'カード情報' }).className).toMatch(/sm:max-w-2xl$/);
    expect(screen.getByRole('button', { name: '閉じる' })).toBeInTheDocument();
  });
});
