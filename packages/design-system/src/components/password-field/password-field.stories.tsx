import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'Design system/PasswordField',
  parameters: { visual: { pictures: 'all' } },
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    label: 'Password',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
    autoComplete: 'current-password',
    className: 'max-w-sm',
    onVisibleChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Holo2025!');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await expect(input).toHaveValue('Holo2025!');
  },
};

export const ClickKeepsCaret: Story = {
  args: { defaultValue: 'Holo2025!' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
    await userEvent.click(input);
    input.setSelectionRange(4, 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'text');
    await expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
  },
};

export const Visible: Story = {
  args: { defaultValue: 'Holo2025!', defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Holo2025!');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WithError: Story = {
  args: {
    label: 'Confirm new password',
    autoComplete: 'new-password',
    defaultValue: 'Holo2025?',
    required: true,
    error: 'New passwords do not match',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm new password', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('New passwords do not match');
    await expect(canvas.getByRole('alert')).toHaveTextContent('New passwords do not match');
    await expect(input).toHaveValue('Holo2025?');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Holo2025!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** The change-password form: each field has its own toggle. */
export const ChangePassword: Story = {
  render: (args) => (
    <div className="grid max-w-sm gap-4">
      <PasswordField {...args} label="Current password" autoComplete="current-password" />
      <PasswordField {...args} label="New password" autoComplete="new-password" hint="8 to 128 characters" />
      <PasswordField {...args} label="Confirm new password" autoComplete="new-password" />
    </div>
  ),
  play: async ({ canvas }) => {
    const toggles = canvas.getAllByRole('button', { name: 'Show password' });
    await expect(toggles).toHaveLength(3);
    await userEvent.click(toggles[1] as HTMLElement);
    await expect(canvas.getByLabelText('New password', { selector: 'input' })).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Current password', { selector: 'input' })).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Confirm new password', { selector: 'input' })).toHaveAttribute(
      'type',
      'password',
    );
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    label: 'パスワード',
    showLabel: 'パスワードを表示',
    hideLabel: 'パスワードを隠す',
    hint: '8〜128文字',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('パスワード', { selector: 'input' });
    await userEvent.type(input, 'Holo2025!');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを表示' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'パスワードを隠す' })).toBeVisible();
  },
};
