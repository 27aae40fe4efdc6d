import { PLAN_IDS } from '@holostream/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fitsThePhone, JAPANESE, PHONE } from '../../shared/testing/stories';
import { PlanChangeNote } from './plan-change-note';

/** The plans as the sandbox seeds them, and previews as the confirm step has them. */
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
const NEXT_BILLING = 1_782_950_400;

const meta = {
  title: 'Features/Checkout/PlanChangeNote',
  parameters: { visual: { pictures: ['Switch', 'SwitchJapanesePhone', 'FirstPurchaseJapanesePhone'] } },
  tags: ['autodocs', 'responsive'],
  component: PlanChangeNote,
  args: {
    plan: DEVELOPER,
    preview: { total: 0, daysRemaining: 17, nextBillingDate: NEXT_BILLING },
    change: { kind: 'switch', from: PRO, chargedToday: false, prorated: false },
  },
} satisfies Meta<typeof PlanChangeNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * checkout.summary.change / checkout.step2.switch: on Pro, buying the cheaper Developer plan is a switch, never an
 * upgrade: it replaces Pro when confirmed, nothing is charged today, Developer's price from the next billing date,
 * and Pro ends with no credit the preview does not state.
 */
export const Switch: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You're switching from Pro to Developer.")).toBeVisible();
    const lines = within(canvas.getByRole('list'));
    await expect(lines.getByText('Developer replaces Pro as soon as you confirm.')).toBeVisible();
    await expect(lines.getByText('Nothing is charged today. From July 2, 2026, $19.00 a month.')).toBeVisible();
    await expect(lines.getByText('Then Pro ends; this order refunds nothing for its unused days.')).toBeVisible();
    await expect(canvas.queryByText(/upgrad/i)).toBeNull();
  },
};

/** checkout.summary.change / checkout.step2.switch in Japanese at phone width. */
export const SwitchJapanesePhone: Story = {
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('プロからデベロッパーに変更します。')).toBeVisible();
    await expect(canvas.getByText('本日のお支払いはありません。2026年7月2日からは月額$19.00です。')).toBeVisible();
    await expect(canvas.getByText(/その時点でプロは終了します。/)).toBeVisible();
    await fitsThePhone();
  },
};

/**
 * checkout.summary.change / checkout.step2.upgrade: from Developer to the dearer Pro, the amount today is for the days
 * left until the next billing date; then Developer ends.
 */
export const Upgrade: Story = {
  args: {
    plan: PRO,
    preview: { total: 1700, daysRemaining: 17, nextBillingDate: NEXT_BILLING },
    change: { kind: 'upgrade', from: DEVELOPER, chargedToday: true, prorated: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You're upgrading from Developer to Pro.")).toBeVisible();
    await expect(canvas.getByText('Pro replaces Developer as soon as the payment goes through.')).toBeVisible();
    await expect(
      canvas.getByText(
        'Today you pay $17.00 for the 17 days left until July 2, 2026. From July 2, 2026, $49.00 a month.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Then Developer ends.')).toBeVisible();
  },
};

/**
 * checkout.summary.change: a first purchase (from the free plan, or after a plan ended) is a full month, not a
 * proration; it replaces the free plan, with nothing to cancel.
 */
export const FirstPurchase: Story = {
  args: {
    plan: PRO,
    preview: { total: 4900, daysRemaining: 30, nextBillingDate: NEXT_BILLING },
    change: { kind: 'first', from: undefined, chargedToday: true, prorated: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You're buying the Pro plan.")).toBeVisible();
    await expect(canvas.getByText('Pro starts as soon as the payment goes through.')).toBeVisible();
    await expect(
      canvas.getByText('Today you pay $49.00, for the month until July 2, 2026. From July 2, 2026, $49.00 a month.'),
    ).toBeVisible();
    await expect(canvas.getByText('It replaces the free plan: there is nothing to cancel.')).toBeVisible();
    await expect(canvas.queryByText(/remaining|left until/)).toBeNull();
  },
};

/** checkout.summary.change: a first purchase in Japanese at phone width. */
export const FirstPurchaseJapanesePhone: Story = {
  ...FirstPurchase,
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('プロプランを購入します。')).toBeVisible();
    await expect(
      canvas.getByText(/本日、2026年7月2日までの1か月分として\$49\.00をお支払いいただきます。/),
    ).toBeVisible();
    await fitsThePhone();
  },
};
