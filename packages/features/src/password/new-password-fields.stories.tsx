import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NewPasswordFields, type NewPasswordFieldsProps } from './new-password-fields';

type Args = Pick<
  NewPasswordFieldsProps,
  'passwordLabel' | 'confirmationLabel' | 'passwordError' | 'confirmationError' | 'minLength'
>;

/** The block with its own state, as a form holds it. */
function Controlled(args: Args) {
  const [password, setPassword] = useState('');
  return (
    <div className="grid max-w-md gap-4">
      <NewPasswordFields
        {...args}
        passwordInput={{ onChange: (event) => setPassword(event.target.value) }}
        confirmationInput={{}}
        password={password}
      />
    </div>
  );
}

const meta = {
  title: 'Features/Shared/NewPasswordFields',
  parameters: { visual: { pictures: ['Empty'] } },
  component: Controlled,
  args: { passwordLabel: 'New password', confirmationLabel: 'Confirm new password' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const states = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.dataset.state);

/** Empty: both inputs with their toggles, every rule not met yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New password')).toHaveValue('');
    await expect(canvas.getByLabelText('Confirm new password')).toHaveValue('');
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await expect(states(canvas, 'Password requirements')).toEqual(['unmet', 'unmet', 'unmet', 'unmet', 'unmet']);
  },
};

/** Typing: the checklist follows the new password rule by rule. */
export const LiveChecklist: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await userEvent.type(input, 'holo');
    await expect(states(canvas, 'Password requirements')).toEqual(['unmet', 'met', 'unmet', 'unmet', 'unmet']);
    await userEvent.type(input, 'Gram2@');
    await expect(states(canvas, 'Password requirements')).toEqual(['met', 'met', 'met', 'met', 'met']);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/** With the form's messages: a broken rule under the password, the mismatch under the confirmation. */
export const WithErrors: Story = {
  args: {
    passwordError: 'Password must contain a number',
    confirmationError: 'New passwords do not match',
    minLength: 8,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New password')).toBeInvalid();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must contain a number'),
    );
    await expect(canvas.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'New passwords do not match',
    );
  },
};

/** Japanese: the form's labels, the toggles and checklist in the forms' shared words. */
export const Japanese: Story = {
  args: { passwordLabel: '新しいパスワード', confirmationLabel: '新しいパスワード（確認）' },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('新しいパスワード'), 'abcdefgh');
    await expect(states(canvas, 'パスワードの条件')).toEqual(['met', 'met', 'unmet', 'unmet', 'unmet']);
    await expect(canvas.getAllByRole('button', { name: 'パスワードを表示' })).toHaveLength(2);
  },
};
