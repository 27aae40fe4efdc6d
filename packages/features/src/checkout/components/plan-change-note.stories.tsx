import { PLAN_IDS } from '@holostream/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fitsThePhone, JAPANESE, PHONE, sandbox, signInStory } from '../../shared/testing/stories';
import { PlanChangeNote } from './plan-change-note';

/** The plans as the sandbox seeds them, and a preview as the confirm step has it. */
const DEVELOPER = {
  id: PLAN_IDS.developer,
  name: 'Developer',
  price: 1900,
  description: '',
  features: {
    maxTeamSize: 3,
    monthlyUsageLimit: 30,
    streamingPriority: 'Standard',
    textureQuality: 'HD',
    audienceLimit: 50,
    privateStreams: true,
  },
};
const PRO = { ...DEVELOPER, id: PLAN_IDS.pro, name: 'Pro', price: 4900 };
// 2026-07-02, the demo plan's next billing date under the stories' clock.
const PREVIEW = { total: 0, daysRemaining: 17, nextBillingDate: 1_782_950_400 };

const meta = {
  title: 'Features/Checkout/PlanChangeNote',
  tags: ['autodocs', 'responsive'],
  component: PlanChangeNote,
  args: { plan: DEVELOPER, preview: PREVIEW },
  beforeEach: signInStory,
  // The demo account is on Pro.
  parameters: { msw: sandbox('demo') },
} satisfies Meta<typeof PlanChangeNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * checkout.step2.switch: on Pro, buying the cheaper Developer plan is a switch, never an upgrade: what changes and
 * when, from the preview (today's amount, the monthly price from the next billing date).
 */
export const Switch: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("You're switching from Pro to Developer.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('You pay $0.00 today. From July 2, 2026, $19.00 a month.')).toBeVisible();
    await expect(canvas.queryByText(/upgrad/i)).toBeNull();
  },
};

/** checkout.step2.switch in Japanese at phone width. */
export const SwitchJapanesePhone: Story = {
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('プロからデベロッパーに変更します。', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('本日のお支払いは$0.00です。2026年7月2日からは月額$19.00です。')).toBeVisible();
    await fitsThePhone();
  },
};

/** checkout.step2.upgrade: from a paid plan to a dearer one, the note says it is an upgrade. */
export const Upgrade: Story = {
  args: { plan: { ...PRO, id: 9, name: 'Studio', price: 9900 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You're upgrading from Pro to Studio.", {}, { timeout: 5000 })).toBeVisible();
  },
};

/** checkout.step2.upgrade from the free plan: no note (a first plan replaces nothing). */
export const FromFreePlan: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['free-plan'] }) },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(canvasElement.textContent).toBe('');
  },
};
