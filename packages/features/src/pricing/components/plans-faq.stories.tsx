import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { fitsThePhone, JAPANESE, PHONE } from '../../shared/testing/stories';
import { PlansFaq } from './plans-faq';

const meta = {
  title: 'Features/Pricing/PlansFaq',
  parameters: { visual: { pictures: ['Questions', 'QuestionsJapanesePhone'] } },
  tags: ['autodocs', 'responsive'],
  component: PlansFaq,
} satisfies Meta<typeof PlansFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** pricing.faq: five questions from our terms, closed; a press opens one (plain `<details>`, no script needed). */
export const Questions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Questions before you pay' })).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(5);
    await userEvent.click(canvas.getByText('Is there a money-back guarantee?'));
    await expect(
      canvas.getByText('Yes. New subscribers can ask for a full refund within 30 days of their first payment.'),
    ).toBeVisible();
  },
};

/** pricing.faq in Japanese at phone width. */
export const QuestionsJapanesePhone: Story = {
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('料金はどの通貨ですか？'));
    await expect(canvas.getByText(/米ドル（USD）建て/)).toBeVisible();
    await fitsThePhone();
  },
};
