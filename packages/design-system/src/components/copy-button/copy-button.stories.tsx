import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from './copy-button';

/** Headless Chromium has no clipboard permission, so every story answers for it. */
const clipboardAccepts = () => {
  const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => spy.mockRestore();
};

const meta = {
  title: 'Design system/CopyButton',
  parameters: { visual: { pictures: 'all' } },
  component: CopyButton,
  tags: ['autodocs'],
  beforeEach: clipboardAccepts,
  args: {
    value: 'hs-live-7f3a9c21',
    label: 'Copy Stream ID',
    copiedLabel: 'Copied',
    errorLabel: 'Could not copy',
    onCopy: fn(),
    onCopyError: fn(),
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click: the text turns to "Copied" and a live region announces it, then it returns. */
export const Default: Story = {
  args: { resetAfterMs: 400 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Stream ID' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('hs-live-7f3a9c21');
    await expect(args.onCopy).toHaveBeenCalledWith('hs-live-7f3a9c21');
    await expect(canvas.getByRole('button', { name: 'Copied' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Stream ID' })).toBeVisible());
  },
};

/** Next to a value, as on the getting-started guide: only the icon shows; the name stays spoken. */
export const IconOnly: Story = {
  // The copied state stays for the screenshot (.storybook/visual), instead of reverting mid-picture.
  args: { iconOnly: true, label: 'Copy PIN', value: '482915', resetAfterMs: 60_000 },
  render: (args) => (
    <div className="flex items-center gap-2 rounded-md border bg-card px-3 py-2">
      <code className="font-mono text-sm">482915</code>
      <CopyButton {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Copy PIN' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Copied' })).toHaveAttribute('data-state', 'copied');
  },
};

/** The clipboard refused (no permission, insecure page): the error label shows and is announced. */
export const CopyFailed: Story = {
  args: { resetAfterMs: 60_000 },
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    return () => spy.mockRestore();
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Stream ID' }));
    await expect(canvas.getByRole('button', { name: 'Could not copy' })).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not copy');
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(args.onCopyError).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy Stream ID' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
  },
};

/** Japanese labels. */
export const Japanese: Story = {
  // The copied state stays for the screenshot (.storybook/visual), instead of reverting mid-picture.
  args: {
    label: 'ストリームIDをコピー',
    copiedLabel: 'コピーしました',
    errorLabel: 'コピーできませんでした',
    resetAfterMs: 60_000,
  },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ストリームIDをコピー' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('コピーしました');
  },
};
