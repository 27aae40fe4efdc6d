import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './text-field';

const titleCounter = (count: number, max: number) => `${count} of ${max} characters`;

const meta = {
  title: 'Design system/TextField',
  parameters: { visual: { pictures: 'all' } },
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', autoComplete: 'email', className: 'max-w-sm', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('mina@example.jp');
    await expect(input).toHaveValue('mina@example.jp');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'We send the receipt here' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send the receipt here',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: 'mina@', error: 'Enter a valid email address', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    // What was typed stays in the field next to the error.
    await expect(input).toHaveValue('mina@');
  },
};

export const Required: Story = {
  args: { label: 'City', type: 'text', autoComplete: 'address-level2', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'City' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'mina@example.jp' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const WithCounter: Story = {
  args: {
    label: 'Title',
    type: 'text',
    autoComplete: 'off',
    showCount: true,
    maxLength: 255,
    counterLabel: titleCounter,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(canvas.getByText('0/255')).toBeVisible();
    await userEvent.type(input, 'Stream stutters');
    await expect(canvas.getByText('15/255')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('15 of 255 characters');
  },
};

export const CounterOverLimit: Story = {
  args: {
    label: 'Title',
    type: 'text',
    autoComplete: 'off',
    showCount: true,
    maxLength: 10,
    counterLabel: titleCounter,
    defaultValue: 'Hologram freez',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'es');
    await expect(input).toHaveValue('Hologram freezes');
    await expect(canvas.getByText('16/10').parentElement).toHaveClass('text-destructive');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    label: '件名',
    type: 'text',
    autoComplete: 'off',
    required: true,
    hint: '問題を一言で',
    showCount: true,
    maxLength: 255,
    counterLabel: (count, max) => `${max}文字中${count}文字`,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '件名' });
    await userEvent.type(input, '映像が止まる');
    await expect(canvas.getByText('6/255')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('問題を一言で 255文字中6文字');
  },
};
