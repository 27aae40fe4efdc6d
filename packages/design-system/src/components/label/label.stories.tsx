import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Label, RequiredMarker } from './label';

const meta = {
  title: 'Design system/Label',
  parameters: { visual: { pictures: 'all' } },
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Email', htmlFor: 'label-story-input' },
  render: (args) => (
    <div className="grid max-w-sm gap-1.5">
      <Label {...args} />
      <input id="label-story-input" className="h-10 rounded-md border border-input bg-card px-3 text-base md:text-sm" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const WithRequiredMarker: Story = {
  render: (args) => (
    <div className="grid max-w-sm gap-1.5">
      <div className="flex items-baseline">
        <Label {...args} />
        <RequiredMarker />
      </div>
      <input
        id="label-story-input"
        required
        className="h-10 rounded-md border border-input bg-card px-3 text-base md:text-sm"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(canvas.getByLabelText('Email')).toBe(input);
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { children: 'メールアドレス' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('メールアドレス'));
    await expect(canvas.getByRole('textbox', { name: 'メールアドレス' })).toHaveFocus();
  },
};
