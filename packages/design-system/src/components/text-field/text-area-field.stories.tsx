import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextAreaField } from './text-field';

const messageCounter = (count: number, max: number) => `${count} of ${max} characters`;

const meta = {
  title: 'Design system/TextAreaField',
  parameters: { visual: { pictures: 'all' } },
  component: TextAreaField,
  tags: ['autodocs'],
  args: {
    label: 'Message',
    className: 'max-w-lg',
    showCount: true,
    maxLength: 5000,
    counterLabel: messageCounter,
    onChange: fn(),
  },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'The hologram flickers{Enter}after ten minutes.');
    await expect(textarea).toHaveValue('The hologram flickers\nafter ten minutes.');
    await expect(canvas.getByText('40/5000')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('40 of 5000 characters');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Enter a message' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a message');
  },
};

export const OverLimit: Story = {
  args: { defaultValue: 'x'.repeat(5001), error: 'Use at most 5000 characters' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveValue('x'.repeat(5001));
    await expect(canvas.getByText('5001/5000').parentElement).toHaveClass('text-destructive');
    await expect(textarea).toHaveAccessibleDescription('Use at most 5000 characters 5001 of 5000 characters');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { label: 'メッセージ', required: true, counterLabel: (count, max) => `${max}文字中${count}文字` },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(textarea, 'ホログラムがちらつきます');
    await expect(canvas.getByText('12/5000')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('5000文字中12文字');
  },
};
