import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, userEvent } from 'storybook/test';
import { Input, LabelledField } from './field';

/** A field as a form writes it: label, control, then its messages. */
function Example({ required = false, ...props }: Omit<React.ComponentProps<typeof LabelledField>, 'children'>) {
  return (
    <LabelledField className="max-w-sm" required={required} {...props}>
      <Input required={required} />
    </LabelledField>
  );
}

const meta = {
  title: 'Design system/Field',
  parameters: { visual: { pictures: 'all' } },
  component: Example,
  subcomponents: { Input },
  tags: ['autodocs'],
  args: { label: 'Username' },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.click(canvas.getByText('Username'));
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: '4 to 128 letters and digits' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      '4 to 128 letters and digits',
    );
  },
};

export const WithError: Story = {
  args: { hint: '4 to 128 letters and digits', error: 'Use letters and digits only', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use letters and digits only 4 to 128 letters and digits');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Use letters and digits only');
  },
};

export const WithAside: Story = {
  args: { hint: 'Shown to your team', aside: <span className="text-sm text-muted-foreground">Optional</span> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Optional')).toBeVisible();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    label: 'ユーザー名',
    hint: '英数字4〜128文字',
    error: '英字と数字のみ使用できます',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'ユーザー名' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('英字と数字のみ使用できます 英数字4〜128文字');
  },
};
