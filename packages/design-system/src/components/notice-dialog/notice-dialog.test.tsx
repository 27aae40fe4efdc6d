import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoticeDialog } from './notice-dialog';

describe('NoticeDialog', () => {
  it('announces its title and text, focuses its one button, and calls onAction', async () => {
    const onAction = vi.fn();
    render(
      <NoticeDialog
        open
        title="Member added"
        description="alex joined the team."
        actionLabel="OK"
        onAction={onAction}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Member added' });
    expect(dialog).toHaveAccessibleDescription('alex joined the team.');
    const ok = screen.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    expect(screen.getAllByRole('button')).toEqual([ok]);
    await userEvent.click(ok);
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('is dismissed with Escape only when it has onDismiss', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<NoticeDialog open title="Saved" description="Done." actionLabel="OK" />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Saved' })).toBeVisible();

    rerender(<NoticeDialog open title="Saved" description="Done." actionLabel="OK" onDismiss={onDismiss} />);
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
