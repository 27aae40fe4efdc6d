import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Design system/Switch',
  parameters: { visual: { pictures: 'all' } },
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'E-mail me before a limit is reached', onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off; Space and a click on its label flip it, announced as a switch. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'E-mail me before a limit is reached' });
    await expect(control).not.toBeChecked();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.click(canvas.getByText('E-mail me before a limit is reached'));
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** On, with help under it, linked to the switch. */
export const OnWithHint: Story = {
  args: { defaultChecked: true, hint: 'At 80 % and 100 % of your monthly minutes.' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('At 80 % and 100 % of your monthly minutes.');
  },
};

/** Disabled: it cannot be flipped. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeDisabled();
  },
};

/** With an error: announced and linked, the switch marked invalid. */
export const WithError: Story = {
  args: { error: 'Could not save this setting. Try again.' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('Could not save this setting. Try again.');
  },
};

/** A long Japanese label wraps beside the switch. */
export const Japanese: Story = {
  args: {
    label: '利用時間の上限に近づいたら、登録したメールアドレスにお知らせを送る',
    hint: '月間の利用時間の80%と100%で。',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /上限に近づいたら/ })).toBeVisible();
  },
};
