import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Toast, ToastAction, ToastProvider, ToastViewport, type ToastProps } from './toast';

type DemoProps = {
  toast: ToastProps;
  trigger: string;
  providerLabel: string;
  viewportLabel: string;
};

/** A page-like setup: a button that opens the toast, and the provider + viewport around it. */
function ToastDemo({ toast, trigger, providerLabel, viewportLabel }: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <ToastProvider label={providerLabel}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <Toast
        {...toast}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          toast.onOpenChange?.(next);
        }}
      />
      <ToastViewport label={viewportLabel} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: Toast,
  subcomponents: { ToastProvider, ToastViewport, ToastAction },
  tags: ['autodocs'],
  args: {
    variant: 'success',
    title: 'Copied',
    description: 'The stream ID is on your clipboard.',
    closeLabel: 'Close',
    duration: 10_000,
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['success', 'error', 'info'] },
  },
  render: (args) => (
    <ToastDemo
      toast={args}
      trigger="Copy stream ID"
      providerLabel="Notification"
      viewportLabel="Notifications ({hotkey})"
    />
  ),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy stream ID' }));
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent('Copied');
    await expect(toast).toHaveTextContent('The stream ID is on your clipboard.');
    await expect(toast.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'success');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const DismissWithKeyboard: Story = {
  args: { variant: 'info', title: 'Settings saved', description: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy stream ID' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Settings saved');
    // F8 moves focus to the toast region; Tab reaches the toast, then its close button.
    await userEvent.keyboard('[F8]');
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(canvas.getByRole('status').closest('[data-slot="toast"]')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const ErrorVariant: Story = {
  name: 'Error',
  args: { variant: 'error', title: 'Could not copy', description: 'Select the ID and copy it by hand.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy stream ID' }));
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent('Could not copy');
    await expect(toast.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'error');
  },
};

export const Info: Story = {
  args: { variant: 'info', title: 'New version available', description: 'Reload to get the latest plug-in.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy stream ID' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('New version available');
  },
};

const onUndo = fn();

export const WithAction: Story = {
  args: {
    variant: 'info',
    title: 'Member removed',
    description: undefined,
    action: (
      <ToastAction altText="Add the member again from the team tab" onClick={onUndo}>
        Undo
      </ToastAction>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy stream ID' }));
    await canvas.findByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const Japanese: Story = {
  args: {
    title: 'コピーしました',
    description: 'ストリームIDをクリップボードにコピーしました。',
    closeLabel: '閉じる',
  },
  render: (args) => (
    <div lang="ja">
      <ToastDemo toast={args} trigger="ストリームIDをコピー" providerLabel="通知" viewportLabel="通知 ({hotkey})" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ストリームIDをコピー' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('コピーしました');
    await userEvent.click(canvas.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};
