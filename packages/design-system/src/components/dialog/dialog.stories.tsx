import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
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

const meta = {
  title: 'Design system/Dialog',
  parameters: { visual: { pictures: 'all' } },
  component: DialogContent,
  subcomponents: { Dialog, DialogTrigger, DialogHeader, DialogTitle, DialogDescription, DialogFooter, DialogClose },
  tags: ['autodocs', 'responsive'],
  args: { closeLabel: 'Close', onEscapeKeyDown: fn() },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Add member</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>Add a team member</DialogTitle>
          <DialogDescription>We send them an e-mail with a link to join your organisation.</DialogDescription>
        </DialogHeader>
        <label className="grid gap-1 text-sm font-medium">
          E-mail
          <input type="email" className="h-10 rounded-md border border-input bg-card px-3 text-base" />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Send invitation</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** team.add.form: opened with the keyboard; Tab stays inside; Escape closes and focus goes back. */
export const KeyboardAndFocus: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Add member' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Add a team member' });
    // The panel fades in; wait for the animation rather than assert mid-way.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription('We send them an e-mail with a link to join your organisation.');
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(field).toHaveFocus());

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onEscapeKeyDown).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
  },
};

/** The labelled X button in the corner closes the dialog. */
export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add member' }));
    await screen.findByRole('dialog', { name: 'Add a team member' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Phone width: the panel is a sheet along the bottom edge and the footer buttons stack, full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a team member' });
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    const cancel = screen.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const send = screen.getByRole('button', { name: 'Send invitation' }).getBoundingClientRect();
    await expect(send.top).toBeGreaterThan(cancel.top);
    await expect(send.width).toBe(cancel.width);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A name of 128 characters without a space in the title: it wraps; the panel never scrolls sideways. */
export const LongName: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>{`Invite ${'Wolfeschlegelsteinhausenbergerdorff'.repeat(4).slice(0, 128)}`}</DialogTitle>
          <DialogDescription>We send them an e-mail with a link to join your organisation.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Send invitation</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    for (const name of ['Cancel', 'Send invitation', 'Close']) {
      const button = screen.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.right, name).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** Desktop width: a centred card with the buttons in one row. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a team member' });
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeLessThan(window.innerWidth);
    await expect(Math.round(box.left + box.width / 2)).toBe(Math.round(window.innerWidth / 2));
    const cancel = screen.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const send = screen.getByRole('button', { name: 'Send invitation' }).getBoundingClientRect();
    await expect(send.top).toBe(cancel.top);
    await expect(send.left).toBeGreaterThan(cancel.left);
    // The header leaves room for the X button so a long title never runs under it.
    const header = screen.getByRole('heading', { name: 'Add a team member' }).parentElement;
    await expect(header && getComputedStyle(header).paddingInlineEnd).toBe('32px');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Japanese labels, including the X button's accessible name; ends open for the accessibility check. */
export const Japanese: Story = {
  args: { closeLabel: '閉じる' },
  globals: { locale: 'ja' },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>メンバーを追加</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>チームメンバーを追加</DialogTitle>
          <DialogDescription>参加用のリンクを記載したメールを送信します。</DialogDescription>
        </DialogHeader>
        <label className="grid gap-1 text-sm font-medium">
          メールアドレス
          <input type="email" className="h-10 rounded-md border border-input bg-card px-3 text-base" />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">キャンセル</Button>
          </DialogClose>
          <Button>招待を送信</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'メンバーを追加' }));
    await screen.findByRole('dialog', { name: 'チームメンバーを追加' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible());
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    await expect(screen.getByRole('button', { name: '閉じる' })).toBeInTheDocument();
    // Left open so the accessibility check runs on the open dialog.
  },
};
