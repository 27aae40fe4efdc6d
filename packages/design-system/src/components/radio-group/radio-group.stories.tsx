import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './radio-group';

const visibility = [
  { value: 'private', label: 'Private', description: 'Only you can watch the stream' },
  { value: 'public', label: 'Public', description: 'Anyone with the link can watch' },
];

const roles = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
];

const meta = {
  title: 'Design system/RadioGroup',
  parameters: { visual: { pictures: 'all' } },
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Stream visibility',
    name: 'visibility',
    options: visibility,
    defaultValue: 'private',
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visibility: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Stream visibility' })).toBeVisible();
    const privateRadio = canvas.getByRole('radio', { name: 'Private' });
    const publicRadio = canvas.getByRole('radio', { name: 'Public' });
    await expect(privateRadio).toBeChecked();
    await expect(publicRadio).toHaveAccessibleDescription('Anyone with the link can watch');
    await userEvent.tab();
    await expect(privateRadio).toHaveFocus();
    // Held then released, as a person presses it: Radix chooses on the focus that follows the key.
    await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
    await expect(publicRadio).toHaveFocus();
    await expect(publicRadio).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('public');
  },
};

export const MemberRole: Story = {
  args: { label: 'Role', name: 'role', options: roles, defaultValue: 'member', orientation: 'horizontal' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Role' })).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(canvas.getByRole('radio', { name: 'Member' })).toBeChecked();
    await userEvent.click(canvas.getByText('Admin'));
    await expect(canvas.getByRole('radio', { name: 'Admin' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('admin');
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined, required: true, hint: 'You can change it later', error: 'Choose who can watch' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Stream visibility' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose who can watch You can change it later');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose who can watch');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const publicRadio = canvas.getByRole('radio', { name: 'Public' });
    await expect(publicRadio).toBeDisabled();
    await userEvent.click(publicRadio, { pointerEventsCheck: 0 });
    await expect(publicRadio).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    label: '権限',
    name: 'role',
    defaultValue: 'member',
    orientation: 'horizontal',
    options: [
      { value: 'member', label: 'メンバー' },
      { value: 'admin', label: '管理者' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'メンバー' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '管理者' })).toBeChecked();
  },
};
