import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SelectField } from './select';

const countries = [
  { value: 'US', label: 'United States' },
  { value: 'JP', label: 'Japan' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia' },
];

/** Feedback categories of docs/product.md, keyed by their category id. */
const categories = [
  { value: '1', label: 'Bug report' },
  { value: '2', label: 'Feature request' },
  { value: '3', label: 'Improvement' },
  { value: '4', label: 'General feedback' },
  { value: '5', label: 'Performance issue' },
  { value: '6', label: 'UI/UX issue' },
  { value: '7', label: 'Documentation' },
  { value: '8', label: 'Security concern' },
  { value: '9', label: 'Other' },
];

const meta = {
  title: 'Design system/Select',
  parameters: { visual: { pictures: 'all' } },
  component: SelectField,
  tags: ['autodocs'],
  args: {
    label: 'Country',
    name: 'country',
    options: countries,
    defaultValue: 'US',
    className: 'max-w-sm',
    onValueChange: fn(),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Country: Story = {
  render: (args) => (
    <form aria-label="Billing details">
      <SelectField {...args} required autoComplete="country" />
    </form>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveDisplayValue('United States');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'JP');
    await expect(args.onValueChange).toHaveBeenCalledWith('JP');
    await expect(select).toHaveDisplayValue('Japan');
    const form = canvasElement.querySelector('form');
    await expect(form && new FormData(form).get('country')).toBe('JP');
  },
};

export const FeedbackCategory: Story = {
  args: { label: 'Category', name: 'categoryId', options: categories, defaultValue: '4' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveDisplayValue('General feedback');
    await expect(canvas.getAllByRole('option')).toHaveLength(9);
    await userEvent.selectOptions(select, '1');
    await expect(args.onValueChange).toHaveBeenCalledWith('1');
    await expect(select).toHaveDisplayValue('Bug report');
  },
};

export const Placeholder: Story = {
  args: { defaultValue: '', placeholder: 'Choose a country' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Choose a country');
  },
};

export const WithError: Story = {
  args: {
    defaultValue: '',
    placeholder: 'Choose a country',
    required: true,
    hint: 'Where the card is registered',
    error: 'Choose a country',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a country Where the card is registered');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a country');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    label: '国',
    options: [
      { value: 'US', label: 'アメリカ合衆国' },
      { value: 'JP', label: '日本' },
      { value: 'CA', label: 'カナダ' },
      { value: 'GB', label: 'イギリス' },
      { value: 'AU', label: 'オーストラリア' },
    ],
  },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: '国' });
    await userEvent.selectOptions(select, '日本');
    await expect(args.onValueChange).toHaveBeenCalledWith('JP');
    await expect(select).toHaveDisplayValue('日本');
  },
};
