import type { OperationId } from '@holostream/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { usePaymentMethod } from '../../shared/api/payment-method';
import { fitsThePhone, JAPANESE, PHONE, sandbox, signInStory } from '../../shared/testing/stories';
import { PAYMENT_WAITING } from '../../shared/testing/subscription-worlds';
import { withCardExpiringIn } from '../testing/story-helpers';
import { NextPaymentCard, type NextPaymentCardProps } from './next-payment-card';

/** The card as the billing tab holds it: the saved card's load is the tab's, passed in. */
function NextPaymentOnTheTab({ onOpenDialog }: Pick<NextPaymentCardProps, 'onOpenDialog'>) {
  return <NextPaymentCard method={usePaymentMethod()} onOpenDialog={onOpenDialog} />;
}

const meta = {
  title: 'Features/Billing/NextPaymentCard',
  tags: ['autodocs', 'responsive'],
  component: NextPaymentOnTheTab,
  args: { onOpenDialog: fn() },
  beforeEach: signInStory,
  parameters: {
    visual: {
      pictures: [
        'NextPayment',
        'NextPaymentJapanese',
        'NextPaymentWaitingJapanesePhone',
        'NextPaymentNoCardJapanesePhone',
      ],
    },
    msw: sandbox('demo'),
    router: { initialEntries: ['/account?tab=billing'] },
  },
} satisfies Meta<typeof NextPaymentOnTheTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Only `operations` misbehave. */
const only = (operations: OperationId[], scenario: 'server-error') => ({
  msw: sandbox('demo', { scenarios: [scenario], scenarioOperations: operations, delayMs: 0 }),
});

/** The card, once it has loaded. */
const nextPaymentCard = async (canvas: Canvas, name = 'Next payment') => {
  const region = within(await canvas.findByRole('region', { name }, { timeout: 5000 }));
  await waitFor(() => expect(region.queryByRole('status', { busy: true })).toBeNull(), { timeout: 5000 });
  return region;
};

/** billing.next.due: the plan's price on the next billing date, the plan, and the card it will be charged to. */
export const NextPayment: Story = {
  play: async ({ canvas }) => {
    const next = await nextPaymentCard(canvas);
    await expect(next.getByText(/^49\.00 USD on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(next.getByText('Pro plan, charged to your Visa ending in 4242.')).toBeVisible();
    await expect(next.queryByRole('button')).toBeNull();
  },
};

/** billing.next.due in Japanese. */
export const NextPaymentJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const next = await nextPaymentCard(canvas, '次回のお支払い');
    await expect(next.getByText(/^\d{4}年\d{1,2}月\d{1,2}日に49\.00 USD$/)).toBeVisible();
    await expect(next.getByText('プロプラン、Visa（末尾 4242）に請求されます。')).toBeVisible();
  },
};

/** billing.next.no-card: no card saved: add one before the payment date, with Add card (the card dialog). */
export const NextPaymentNoCard: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['no-payment-method'] }) },
  play: async ({ canvas, args }) => {
    const next = await nextPaymentCard(canvas);
    const alert = next.getByRole('status');
    await expect(alert).toHaveTextContent('No card saved');
    await expect(alert).toHaveTextContent(/Add one before [A-Z][a-z]+ \d{1,2}, \d{4}, when this payment is due\./);
    await expect(next.getByText('Pro plan.')).toBeVisible();
    await userEvent.click(next.getByRole('button', { name: 'Add card' }));
    await expect(args.onOpenDialog).toHaveBeenCalledTimes(1);
  },
};

/** billing.next.card-expires: the saved card runs out before the payment date: Update card. */
export const NextPaymentCardExpiresFirst: Story = {
  parameters: { msw: sandbox('demo', { customize: withCardExpiringIn(0) }) },
  play: async ({ canvas }) => {
    const next = await nextPaymentCard(canvas);
    await expect(next.getByText('Your Visa ending in 4242 expires before then')).toBeVisible();
    await expect(next.getByRole('button', { name: 'Update card' })).toBeVisible();
  },
};

/** billing.next.ends: a scheduled cancellation: no further payments, and the day the plan ends. */
export const NextPaymentScheduledCancel: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['scheduled-cancel'] }) },
  play: async ({ canvas }) => {
    const next = await nextPaymentCard(canvas);
    await expect(next.getByText('No further payments')).toBeVisible();
    await expect(next.getByText(/^Your Pro plan ends on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  },
};

/** billing.next.free: nothing to pay on the free plan, and a way to compare plans. */
export const NextPaymentFree: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['free-plan'] }) },
  play: async ({ canvas }) => {
    const next = await nextPaymentCard(canvas);
    await expect(next.getByText('Nothing to pay')).toBeVisible();
    await expect(next.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/plans');
  },
};

/** billing.next.failed: after a failed payment the notice above the tab speaks; this card points there. */
export const NextPaymentFailed: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['payment-failed'] }) },
  play: async ({ canvas }) => {
    const next = await nextPaymentCard(canvas);
    await expect(next.getByText("Your last payment didn't go through")).toBeVisible();
  },
};

/**
 * billing.next.ended / subscription.lapsed: a plan that ended (CANCELLED) leaves the account on the free plan:
 * nothing to pay, and the plans to compare.
 */
export const NextPaymentCancelled: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['subscription-cancelled'] }) },
  play: async ({ canvas }) => {
    const next = await nextPaymentCard(canvas);
    await expect(next.getByText('Nothing to pay')).toBeVisible();
    await expect(next.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/plans');
  },
};

/**
 * payment.waiting: after a 402 at checkout on the free plan, the purchase waiting for its extra step is the next
 * payment, with the way to complete it; never "Nothing to pay" beside it.
 */
export const NextPaymentWaiting: Story = {
  parameters: { msw: sandbox('demo', PAYMENT_WAITING) },
  play: async ({ canvas }) => {
    const next = await nextPaymentCard(canvas);
    await expect(await next.findByText('49.00 USD is waiting for you', {}, { timeout: 5000 })).toBeVisible();
    await expect(next.getByText(/^Pro plan \(monthly\): your card needs an extra step/)).toBeVisible();
    await expect(next.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/account?tab=billing#complete-payment',
    );
    await expect(next.queryByText('Nothing to pay')).toBeNull();
  },
};

/** payment.waiting in Japanese at phone width. */
export const NextPaymentWaitingJapanesePhone: Story = {
  parameters: { msw: sandbox('demo', PAYMENT_WAITING) },
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    const next = await nextPaymentCard(canvas, '次回のお支払い');
    await expect(await next.findByText('49.00 USDのお支払いが完了していません', {}, { timeout: 5000 })).toBeVisible();
    await expect(next.getByRole('link', { name: 'お支払いを完了する' })).toBeVisible();
    await fitsThePhone();
  },
};

/** billing.next.error: its own load failed: a message with Try again (the tab's other cards load on their own). */
export const NextPaymentError: Story = {
  parameters: only(['getSubscriptions'], 'server-error'),
  play: async ({ canvas }) => {
    const next = within(await canvas.findByRole('region', { name: 'Next payment' }, { timeout: 5000 }));
    await expect(await next.findByText("Couldn't load your next payment", {}, { timeout: 5000 })).toBeVisible();
    await expect(next.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** billing.next.no-card in Japanese at phone width. */
export const NextPaymentNoCardJapanesePhone: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['no-payment-method'] }) },
  globals: { locale: 'ja', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const next = await nextPaymentCard(canvas, '次回のお支払い');
    await expect(next.getByText('カードが登録されていません')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
