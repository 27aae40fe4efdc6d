import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../password-field/password-field';
import { RequirementList, type Requirement } from './requirement-list';

/** The five live rules of the signup password (docs/product.md §5). */
const passwordRules = (password: string): Requirement[] => [
  { id: 'length', label: 'At least 8 characters', met: password.length >= 8 },
  { id: 'lowercase', label: 'A lowercase letter', met: /[a-z]/.test(password) },
  { id: 'uppercase', label: 'An uppercase letter', met: /[A-Z]/.test(password) },
  { id: 'number', label: 'A number', met: /\d/.test(password) },
  { id: 'special', label: 'A special character (@$!%*?&)', met: /[@$!%*?&]/.test(password) },
];

const meta = {
  title: 'Design system/RequirementList',
  parameters: { visual: { pictures: 'all' } },
  component: RequirementList,
  tags: ['autodocs'],
  args: { 'aria-label': 'Password requirements', rules: passwordRules(''), metLabel: 'met', unmetLabel: 'not met' },
} satisfies Meta<typeof RequirementList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllUnmet: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    for (const item of items) await expect(item).toHaveTextContent(/not met$/);
  },
};

export const SomeMet: Story = {
  args: { rules: passwordRules('holo2') },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('At least 8 characters not met');
    await expect(items[1]).toHaveTextContent('A lowercase letter met');
    await expect(items[2]).toHaveTextContent('An uppercase letter not met');
    await expect(items[3]).toHaveTextContent('A number met');
  },
};

export const AllMet: Story = {
  args: { rules: passwordRules('Holo2025!') },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
    for (const item of items) {
      await expect(item).not.toHaveTextContent(/not met$/);
      await expect(item).toHaveTextContent(/ met$/);
    }
  },
};

/** Live under a password input: each rule flips as the person types and is announced. */
export const WithPasswordInput: Story = {
  render: (args) => {
    const [password, setPassword] = useState('');
    return (
      <div className="grid max-w-sm gap-3">
        <PasswordField
          label="Password"
          showLabel="Show password"
          hideLabel="Hide password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <RequirementList {...args} rules={passwordRules(password)} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const list = canvas.getByRole('list', { name: 'Password requirements' });
    const status = canvas.getByRole('status');
    const rule = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.startsWith(name)) as HTMLElement;

    const steps: [string, string][] = [
      ['h', 'A lowercase letter'],
      ['H', 'An uppercase letter'],
      ['2', 'A number'],
      ['!', 'A special character (@$!%*?&)'],
      ['olo20', 'At least 8 characters'],
    ];
    for (const [typed, name] of steps) {
      await expect(rule(name)).toHaveTextContent(`${name} not met`);
      await userEvent.type(input, typed);
      await expect(rule(name)).toHaveTextContent(`${name} met`);
      await expect(rule(name)).not.toHaveTextContent('not met');
      await expect(status).toHaveTextContent(`${name} met`);
    }
    await expect(input).toHaveValue('hH2!olo20');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    'aria-label': 'パスワードの条件',
    metLabel: '達成',
    unmetLabel: '未達成',
    rules: [
      { id: 'length', label: '8文字以上', met: true },
      { id: 'lowercase', label: '小文字を含む', met: true },
      { id: 'uppercase', label: '大文字を含む', met: false },
      { id: 'number', label: '数字を含む', met: true },
      { id: 'special', label: '記号（@$!%*?&）を含む', met: false },
    ],
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'パスワードの条件' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('8文字以上 達成');
    await expect(items[2]).toHaveTextContent('大文字を含む 未達成');
  },
};
