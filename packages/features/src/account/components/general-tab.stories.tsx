import { SANDBOX_ACCOUNTS, type ScenarioName } from '@holostream/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  animationsDone,
  Destination,
  fitsThePhone,
  JAPANESE,
  PHONE,
  sandbox,
  sandboxStats,
  signInStory,
} from '../../shared/testing/stories';
import { GeneralTab } from './general-tab';

const demo = { username: SANDBOX_ACCOUNTS.demo.username, email: SANDBOX_ACCOUNTS.demo.email };

const meta = {
  title: 'Features/Account/GeneralTab',
  tags: ['autodocs', 'responsive'],
  component: GeneralTab,
  args: { user: demo },
  beforeEach: signInStory,
  parameters: {
    visual: {
      pictures: [
        'ActivePaid',
        'ScheduledCancelJapanesePhone',
        'LapsedRemovedJapanesePhone',
        'CancelConfirmOpen',
        'CancelConfirmJapanese',
        'CancelSuccessOpen',
        'CancelSuccessJapanese',
        'JapanesePhone',
      ],
    },
    msw: sandbox('demo'),
    router: { initialEntries: ['/account'] },
  },
  render: (args) => (
    <Routes>
      <Route path="/account" element={<GeneralTab {...args} />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
} satisfies Meta<typeof GeneralTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The subscription card, by its heading ('サブスクリプション' in Japanese). */
const subscriptionCard = async (canvas: Canvas, heading = 'Subscription') => {
  const title = await canvas.findByRole('heading', { level: 2, name: heading }, { timeout: 5000 });
  return within(title.closest('[data-slot="card"]') as HTMLElement);
};

/** The open alert dialog (optionally by name), once its fade-in is over. */
const dialogNamed = async (name?: string) => {
  const dialog = await within(document.body).findByRole('alertdialog', name ? { name } : {});
  await animationsDone();
  return within(dialog);
};

/** Presses 'サブスクリプションを解約' on the Japanese subscription card: the confirmation, faded in. */
const openCancelJapanese = async (canvas: Canvas) => {
  const card = await subscriptionCard(canvas, 'サブスクリプション');
  await userEvent.click(await card.findByRole('button', { name: 'サブスクリプションを解約' }));
  return dialogNamed('サブスクリプションを解約しますか？');
};

/** Cancels the (active) subscription through its confirmation: the card, and the result dialog saying until when. */
const cancelScheduled = async (canvas: Canvas) => {
  const card = await subscriptionCard(canvas);
  await userEvent.click(await card.findByRole('button', { name: 'Cancel subscription' }));
  const confirm = await dialogNamed();
  await userEvent.click(confirm.getByRole('button', { name: 'Cancel subscription' }));
  const done = await dialogNamed('Subscription cancelled');
  await expect(done.getByText(/You keep access to your plan until/)).toBeVisible();
  return { card, done };
};

const withScenario = (...scenarios: ScenarioName[]) => ({ msw: sandbox('demo', { scenarios }) });

/** Only `operation` misbehaves (never answers, or answers 500); the rest of the world is normal. */
const only = (operation: 'getSubscriptions' | 'cancelSubscription', scenario: 'slow' | 'server-error') => ({
  msw: sandbox('demo', { scenarios: [scenario], scenarioOperations: [operation], delayMs: 'infinite' }),
});

/** general.active-paid / general.status.ACTIVE: Pro, active, next billing date, features, upgrade and cancel. */
export const ActivePaid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('demo@holostream.dev')).toBeVisible();
    const card = await subscriptionCard(canvas);
    await expect(await card.findByText('Pro')).toBeVisible();
    await expect(card.getByText('Active')).toHaveAttribute('data-tone', 'green');
    await expect(card.getByText('Next billing date')).toBeVisible();
    await expect(card.getByRole('list', { name: 'What Pro includes' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/plans');
    await expect(card.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Send feedback' })).toHaveAttribute('href', '/feedback');
  },
};

/** general.free: no subscription from the server → the free-plan defaults, no dates, no cancel. */
export const FreePlan: Story = {
  parameters: withScenario('free-plan'),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await expect(await card.findByText('Free')).toBeVisible();
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getAllByText('—')).toHaveLength(2);
    await expect(card.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  },
};

/**
 * general.scheduled-cancel / general.status.SCHEDULED_CANCEL / subscription.scheduled-cancel: 'Ends on' instead of
 * the next bill, until when the plan runs, and what the person can do: buy again from that date, or contact us to
 * keep it without a break; no cancel button.
 */
export const ScheduledCancel: Story = {
  parameters: withScenario('scheduled-cancel'),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await expect(await card.findByText('Cancellation scheduled')).toHaveAttribute('data-tone', 'orange');
    await expect(card.getByText('Ends on')).toBeVisible();
    await expect(card.queryByText('Next billing date')).not.toBeInTheDocument();
    await expect(card.getByText(/You keep access to every feature until/)).toBeVisible();
    await expect(
      card.getByText(/^From [A-Z][a-z]+ \d{1,2}, \d{4} you can buy Pro or any other plan again on the plans page\./),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: 'contact us.' })).toHaveAttribute('href', '/contact');
    await expect(card.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  },
};

/** subscription.scheduled-cancel in Japanese at phone width. */
export const ScheduledCancelJapanesePhone: Story = {
  parameters: withScenario('scheduled-cancel'),
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas, 'サブスクリプション');
    await expect(await card.findByText(/以降は、料金プランのページからプロプランもほかのプランも/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'お問い合わせください。' })).toHaveAttribute('href', '/contact');
    await fitsThePhone();
  },
};

/**
 * subscription.lapsed: a Pro plan that ended (CANCELLED) is no current plan: General says it ended and that the
 * account is on the free plan, lists no features under the past date, and leads to the plans to buy again.
 */
export const Lapsed: Story = {
  parameters: withScenario('subscription-cancelled'),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await expect(await card.findByText('Cancelled')).toHaveAttribute('data-tone', 'red');
    await expect(card.queryByText('Current plan')).toBeNull();
    await expect(card.getByText('Ended on')).toBeVisible();
    await expect(
      card.getByText(/^Your Pro plan ended on [A-Z][a-z]+ \d{1,2}, \d{4}, and your account is on the free plan\./),
    ).toBeVisible();
    await expect(card.queryByRole('list', { name: 'What Pro includes' })).toBeNull();
    await expect(card.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/plans');
    await expect(card.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  },
};

/** subscription.lapsed: REMOVED by an operator, in Japanese at phone width. */
export const LapsedRemovedJapanesePhone: Story = {
  parameters: withScenario('subscription-removed'),
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas, 'サブスクリプション');
    await expect(await card.findByText('削除済み')).toBeVisible();
    await expect(
      card.getByText(/^プロプランは\d{4}年\d{1,2}月\d{1,2}日に終了し、アカウントは無料プランになっています。/),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: 'プランを選ぶ' })).toBeVisible();
    await fitsThePhone();
  },
};

/** general.payment-failed / general.status.PAYMENT_FAILED: the notice linking to the billing tab; yellow status. */
export const PaymentFailed: Story = {
  parameters: withScenario('payment-failed'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your last payment failed', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/account?tab=billing');
    const card = await subscriptionCard(canvas);
    await expect(card.getByText('Payment failed')).toHaveAttribute('data-tone', 'yellow');
  },
};

/** The demo world after a 402 at checkout: a bill waits for the person's extra step. */
const paymentWaiting = {
  msw: sandbox('demo', {
    customize: (store) => {
      const demoId = store.accounts.find((account) => account.username === demo.username)?.id ?? 0;
      store.billing.unshift({
        id: 90_004,
        accountId: demoId,
        created: Date.now() - 60_000,
        description: 'Upgrade to Pro',
        amount: 4900,
        currency: 'usd',
        status: 'requires_action',
      });
    },
  }),
};

/** general.payment-action / payment.waiting: while a payment waits for the person's extra step, a notice links to that bill. */
export const PaymentWaiting: Story = {
  parameters: paymentWaiting,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('A payment is waiting for you', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/account?tab=billing#complete-payment',
    );
  },
};

/** general.payment-action in Japanese. */
export const PaymentWaitingJapanese: Story = {
  parameters: paymentWaiting,
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('完了していないお支払いがあります', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'お支払いを完了する' })).toBeVisible();
  },
};

/** general.payment-action absent: an old bill that a later payment settled raises nothing (the demo world). */
export const PaymentWaitingNone: Story = {
  play: async ({ canvas }) => {
    await subscriptionCard(canvas);
    await waitFor(async () => expect((await sandboxStats()).getBillingHistory).toBe(1));
    // The answer is in: give it a moment to render before saying nothing shows.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByText('A payment is waiting for you')).toBeNull();
  },
};

const statusStory = (
  scenario: 'subscription-created' | 'subscription-cancelled' | 'subscription-removed',
  label: string,
  tone: string,
): Story => ({
  parameters: withScenario(scenario),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await expect(await card.findByText(label)).toHaveAttribute('data-tone', tone);
  },
});

/** general.status.CREATED: blue. */
export const StatusCreated = statusStory('subscription-created', 'Created', 'blue');
/** general.status.CANCELLED: red. */
export const StatusCancelled = statusStory('subscription-cancelled', 'Cancelled', 'red');
/** general.status.REMOVED: grey. */
export const StatusRemoved = statusStory('subscription-removed', 'Removed', 'grey');

/** general.cancel.confirm: the scheduled wording with the end date; Keep closes and returns focus. */
export const CancelConfirm: Story = {
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    const cancel = await card.findByRole('button', { name: 'Cancel subscription' });
    await userEvent.click(cancel);
    const dialog = await dialogNamed('Cancel your subscription?');
    await expect(dialog.getByText(/Your Pro plan stays active until/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(cancel).toHaveFocus();
  },
};

/** general.cancel.confirm, as it stands: the scheduled wording with the end date; Keep has focus. */
export const CancelConfirmOpen: Story = {
  tags: ['dialog'],
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await dialogNamed('Cancel your subscription?');
    await expect(dialog.getByText(/Your Pro plan stays active until/)).toBeVisible();
    // What changes when the plan ends, from Pro's features against the free plan's.
    const changes = within(dialog.getByRole('region', { name: /^What changes on / }));
    await expect(changes.getByText('Up to 5 team members')).toBeVisible();
    await expect(changes.getByText('1 team member')).toBeVisible();
    // A cheaper plan first, never pushed: a link beside the words.
    await expect(dialog.getByRole('link', { name: 'Switch to Developer' })).toHaveAttribute('href', `/checkout?plan=2`);
    await expect(dialog.getByRole('radiogroup', { name: 'Why are you leaving? (optional)' })).toBeVisible();
  },
};

/**
 * general.cancel.reason: a reason chosen (and words for 'Something else') goes to the team as feedback, only after
 * the cancellation succeeded: category 9, "Cancellation reason: Other".
 */
export const CancelReason: Story = {
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await dialogNamed('Cancel your subscription?');
    await userEvent.click(dialog.getByRole('radio', { name: 'Something else' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tell us more (optional)' }), 'We finished the tour.');
    await expect((await sandboxStats()).sendFeedback ?? 0).toBe(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    await dialogNamed('Subscription cancelled');
    await waitFor(async () => expect((await sandboxStats()).sendFeedback).toBe(1));
  },
};

/**
 * general.cancel.reason when the team's inbox refuses it (429, sent too often): the cancellation stands and says so;
 * nothing is shown about the reason.
 */
export const CancelReasonRefused: Story = {
  parameters: withScenario('feedback-rate-limited'),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await dialogNamed('Cancel your subscription?');
    await userEvent.click(dialog.getByRole('radio', { name: "It's too expensive" }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    const done = await dialogNamed('Subscription cancelled');
    await expect(done.getByText(/You keep access to your plan until/)).toBeVisible();
    await waitFor(async () => expect((await sandboxStats()).sendFeedback).toBe(1));
    await expect(within(document.body).queryByRole('alert')).toBeNull();
  },
};

/** general.cancel.confirm in Japanese. */
export const CancelConfirmJapanese: Story = {
  tags: ['dialog'],
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const dialog = await openCancelJapanese(canvas);
    await expect(dialog.getByRole('button', { name: '解約しない' })).toBeVisible();
  },
};

/** general.cancel.confirm-payment-failed: immediate wording. */
export const CancelConfirmPaymentFailed: Story = {
  parameters: withScenario('payment-failed'),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await dialogNamed('Cancel your subscription now?');
    await expect(dialog.getByText(/cancelling ends your Pro plan immediately/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel now' })).toBeEnabled();
  },
};

/** general.cancel.busy: the confirm button spins and Keep is disabled while the request runs. */
export const CancelBusy: Story = {
  parameters: only('cancelSubscription', 'slow'),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await dialogNamed();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    await expect(await dialog.findByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Keep subscription' })).toBeDisabled();
  },
};

/** The cancel request fails: the dialog stays open with a message, and both choices stay available. */
export const CancelError: Story = {
  parameters: only('cancelSubscription', 'server-error'),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await dialogNamed();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent("We couldn't cancel your subscription");
    await expect(dialog.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Keep subscription' })).toBeEnabled();
  },
};

/** general.cancel.success: scheduled; OK reloads and the tab shows the scheduled cancellation. */
export const CancelSuccess: Story = {
  play: async ({ canvas }) => {
    const { card, done } = await cancelScheduled(canvas);
    await userEvent.click(done.getByRole('button', { name: 'OK' }));
    await expect(await card.findByText('Cancellation scheduled')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Subscription' })).toHaveFocus();
  },
};

/** general.cancel.success, as it stands: scheduled, with the date access ends. */
export const CancelSuccessOpen: Story = {
  tags: ['dialog'],
  play: async ({ canvas }) => {
    await cancelScheduled(canvas);
  },
};

/** general.cancel.success in Japanese. */
export const CancelSuccessJapanese: Story = {
  tags: ['dialog'],
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const confirm = await openCancelJapanese(canvas);
    await userEvent.click(confirm.getByRole('button', { name: 'サブスクリプションを解約' }));
    const done = await dialogNamed('サブスクリプションを解約しました');
    await expect(done.getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

/** general.cancel.success after a failed payment: immediate; OK reloads onto the free plan. */
export const CancelSuccessImmediate: Story = {
  parameters: withScenario('payment-failed'),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Cancel subscription' }));
    const confirm = await dialogNamed();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel now' }));
    const done = await dialogNamed('Subscription cancelled');
    await expect(done.getByText('Your account is now on the free plan.')).toBeVisible();
    await userEvent.click(done.getByRole('button', { name: 'OK' }));
    await expect(await card.findByText('Free')).toBeVisible();
    await expect(canvas.queryByText('Your last payment failed')).not.toBeInTheDocument();
  },
};

/** general.checkout-success: the message checkout left in the navigation state; Dismiss clears it. */
export const CheckoutSuccess: Story = {
  parameters: {
    router: { initialEntries: [{ pathname: '/account', state: { successMessage: 'You are now on the Pro plan.' } }] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are now on the Pro plan.')).toBeVisible();
    await expect(canvas.getByText('Thank you for your purchase')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('You are now on the Pro plan.')).not.toBeInTheDocument();
  },
};

/** general.feedback-prompt: the link to /feedback. */
export const FeedbackPrompt: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '/feedback' })).toBeVisible();
  },
};

/** The subscription is still loading: a busy placeholder where it will be. */
export const Loading: Story = {
  parameters: only('getSubscriptions', 'slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Loading your subscription')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('demo')).toBeVisible();
  },
};

/**
 * failure.server: the subscription cannot be loaded (logged): an error that says the problem is on our side, with
 * a retry; the rest of the tab works.
 */
export const LoadError: Story = {
  parameters: only('getSubscriptions', 'server-error'),
  play: async ({ canvas }) => {
    const error = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(error).toHaveTextContent("We couldn't load your subscription");
    await expect(error).toHaveTextContent('Something went wrong on our side.');
    await expect(error).not.toHaveTextContent(/connection/i);
    await expect(within(error).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Send feedback' })).toBeVisible();
  },
};

/** general.active-paid in Japanese, phone width. */
export const JapanesePhone: Story = {
  globals: { locale: 'ja', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas, 'サブスクリプション');
    await expect(await card.findByText('プロ')).toBeVisible();
    await expect(card.getByText('有効')).toBeVisible();
    await expect(card.getByRole('button', { name: 'サブスクリプションを解約' })).toBeVisible();
  },
};

/**
 * general.status.unknown: the server sends a status this site does not know (ON_HOLD): a neutral badge that
 * reads it as words ("On hold"), never the raw code; the plan, dates and features still show. Nothing is assumed: no next bill is promised and no
 * cancel is offered for a subscription that may not be live.
 */
export const StatusUnknown: Story = {
  parameters: {
    msw: sandbox('demo', { scenarios: ['variation-unknown-enums'], scenarioOperations: ['getSubscriptions'] }),
  },
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await expect(await card.findByText('On hold')).toHaveAttribute('data-tone', 'grey');
    await expect(card.queryByText('ON_HOLD')).toBeNull();
    await expect(card.getByText('Pro')).toBeVisible();
    await expect(card.getByText('End date')).toBeVisible();
    await expect(card.queryByText('Next billing date')).toBeNull();
    await expect(card.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
