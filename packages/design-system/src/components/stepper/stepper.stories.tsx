import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './stepper';

const meta = {
  title: 'Design system/Stepper',
  parameters: { visual: { pictures: 'all' } },
  component: Stepper,
  tags: ['autodocs'],
  args: {
    label: 'Checkout progress',
    steps: ['Payment details', 'Confirm'],
    current: 0,
    statusLabels: { complete: 'Completed', current: 'Current step', upcoming: 'Not started' },
  },
  argTypes: { current: { control: { type: 'number', min: 0, max: 2 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** checkout.step1: the first step is current, the second still to come. */
export const CheckoutStep1: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Checkout progress' });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(first).toHaveTextContent('Payment details Current step');
    await expect(second).not.toHaveAttribute('aria-current');
    await expect(second).toHaveTextContent('Confirm Not started');
  },
};

/** The second step of checkout: payment details done, confirming now. */
export const CheckoutStep2: Story = {
  args: { current: 1 },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Payment details Completed');
    await expect(second).toHaveAttribute('aria-current', 'step');
    await expect(second).toHaveTextContent('Confirm Current step');
  },
};

/** Every step complete (`current` equals the number of steps). */
export const AllComplete: Story = {
  args: { current: 2 },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item).toHaveTextContent('Completed');
      await expect(item).not.toHaveAttribute('aria-current');
    }
  },
};

/** Longer flows still fit the phone width: names wrap under their markers. */
export const FourStepsOnPhone: Story = {
  args: { steps: ['Plan', 'Payment details', 'Confirm', 'Done'], current: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Checkout progress' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(canvas.getByText('Confirm').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** Japanese labels. */
export const Japanese: Story = {
  args: {
    label: '購入の手順',
    steps: ['お支払い情報', '確認'],
    current: 1,
    statusLabels: { complete: '完了', current: '現在のステップ', upcoming: '未完了' },
  },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '購入の手順' });
    const current = within(list).getByText('確認').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toHaveTextContent('確認 現在のステップ');
  },
};
