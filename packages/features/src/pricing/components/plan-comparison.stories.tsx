import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { usePlans } from '../../shared/api/plans';
import { fitsThePhone, JAPANESE, PHONE, sandbox } from '../../shared/testing/stories';
import { PlanComparison } from './plan-comparison';

/** The table as the plans page holds it: under the cards, from the plans the server lists. */
function ComparedPlans() {
  const plans = usePlans();
  return plans.data ? <PlanComparison plans={plans.data} /> : null;
}

const meta = {
  title: 'Features/Pricing/PlanComparison',
  tags: ['autodocs', 'responsive'],
  component: ComparedPlans,
  parameters: {
    visual: { pictures: ['Compared', 'ComparedJapanesePhone'] },
    msw: sandbox(),
  },
} satisfies Meta<typeof ComparedPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * pricing.compare: every plan side by side, one row per feature (team, monthly hours, priority, quality, audience,
 * private streams, the dedicated VPC), in words a screen reader says too.
 */
export const Compared: Story = {
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Compare plans' }, { timeout: 5000 }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Free',
      'Developer',
      'Pro',
      'Enterprise',
    ]);
    await expect(table.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Team members',
      'Streaming hours a month',
      'Streaming priority',
      'Texture quality',
      'Viewers per stream',
      'Private streams',
      'Dedicated VPC',
    ]);
    const hours = table.getByRole('row', { name: /^Streaming hours a month/ });
    await expect(hours).toHaveTextContent('5 hours30 hours100 hoursUnlimited');
    const privateStreams = table.getByRole('row', { name: /^Private streams/ });
    await expect(privateStreams).toHaveTextContent('NoYesYesYes');
    // On a desktop every plan is in view: no line about scrolling.
    await expect(canvas.getByText('Swipe the table sideways to see every plan.')).not.toBeVisible();
  },
};

/**
 * pricing.compare in Japanese at phone width: the table scrolls inside its box, the page does not, and the page says
 * so (a line above, a shadow at the edge with more plans).
 */
export const ComparedJapanesePhone: Story = {
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'プランを比較' }, { timeout: 5000 });
    await expect(within(table).getByRole('rowheader', { name: '月間配信時間' })).toBeVisible();
    await expect(canvas.getByText('表を横にスワイプすると、すべてのプランを比べられます。')).toBeVisible();
    const box = canvas.getByRole('region', { name: 'プランを比較' });
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await fitsThePhone();
  },
};
