import { PLAN_IDS } from '@holostream/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BILLING, CARDS, fillBilling, fillCard, withSavedCardBrand } from '../testing/story-helpers';
import { Destination, fitsThePhone, JAPANESE, PHONE, sandbox, signInStory } from '../../shared/testing/stories';
import { CheckoutScreen } from './checkout-screen';

/** Checkout for a plan, as a link or a shared address opens it (`/checkout?plan=3`). */
const atCheckout = (plan: number = PLAN_IDS.pro) => ({ initialEntries: [`/checkout?plan=${plan}`] });

/** The demo account on the free plan with its saved Visa: checkout opens at step 2. */
const DEMO_FREE = ['free-plan'] as const;

const meta = {
  title: 'Features/Checkout/CheckoutScreen',
  tags: ['autodocs', 'responsive'],
  component: CheckoutScreen,
  beforeEach: signInStory,
  args: { planId: PLAN_IDS.pro },
  parameters: {
    visual: {
      pictures: [
        'Step1',
        'Step2EnteredDetails',
        'Step1Japanese',
        'SwitchToCheaperJapanesePhone',
        'RequiresActionOpen',
        'RequiresActionJapanese',
        'SavedCardBackJapanesePhone',
        'SuccessJapanese',
        'Step1JapanesePhone',
      ],
    },
    router: atCheckout(),
    storyUser: 'alex',
    msw: sandbox('alex'),
  },
  render: (args) => (
    <Routes>
      <Route path="/checkout" element={<CheckoutScreen {...args} />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const destination = (canvas: Canvas, path: string) => canvas.findByRole('heading', { level: 1, name: path });
const stepTwo = (canvas: Canvas, name = 'Confirm your order') =>
  canvas.findByRole('heading', { level: 2, name }, { timeout: 5000 });

// checkout.error -----------------------------------------------------------------------------

/**
 * The plans or the preview fail to load once checkout is open (the site's route sends a person whose plan cannot be
 * loaded to the plans page before the screen shows): the failure in words, with a retry.
 */
export const LoadFailure: Story = {
  parameters: { msw: sandbox('alex', { scenarios: ['server-error'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Checkout' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

// checkout.step1 ------------------------------------------------------------------------------

/**
 * checkout.step1: every billing field required, US by default, the card field, step 1 of 2 current; beside the
 * form, what is being bought.
 */
export const Step1: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Payment details' })).toBeVisible();
    const chosen = canvas.getByRole('complementary', { name: 'Your plan' });
    await expect(chosen).toHaveTextContent('Pro plan');
    await expect(chosen).toHaveTextContent('$49.00 / month');
    await expect(within(chosen).getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/plans');
    const progress = canvas.getByRole('list', { name: 'Checkout progress' });
    await expect(within(progress).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    const fields = {
      'Full name': 'name',
      Email: 'email',
      'Street address': 'address-line1',
      City: 'address-level2',
      'State / Province': 'address-level1',
      'ZIP / Postal code': 'postal-code',
    };
    for (const [label, autocomplete] of Object.entries(fields)) {
      await expect(canvas.getByLabelText(label)).toBeRequired();
      // Bounded by the card provider's limits; filled in by the browser from the person's address book.
      await expect(canvas.getByLabelText(label)).toHaveAttribute('maxLength', '5000');
      await expect(canvas.getByLabelText(label)).toHaveAttribute('autocomplete', autocomplete);
    }
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAttribute('autocomplete', 'country');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('United States');
    await expect(canvas.getByRole('group', { name: 'Card details' })).toBeVisible();
    await expect(await canvas.findByLabelText('Card number')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** checkout.step1 opened by a signed-in person: the site passes the login e-mail, editable; the name is empty. */
export const Step1Prefilled: Story = {
  render: (args) => (
    <Routes>
      <Route path="/checkout" element={<CheckoutScreen {...args} defaultBilling={{ email: BILLING.email }} />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Email')).toHaveValue(BILLING.email);
    await expect(canvas.getByLabelText('Full name')).toHaveValue('');
  },
};

/** checkout.step1 in Japanese, with the five countries. */
export const Step1Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'お支払い情報' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'ご購入のプラン' })).toHaveTextContent('月額 $49.00');
    await expect(canvas.getByLabelText('氏名')).toBeRequired();
    await expect(canvas.getByLabelText('郵便番号')).toBeRequired();
    await expect(await canvas.findByLabelText('カード番号')).toBeVisible();
    const country = canvas.getByRole('combobox', { name: '国' });
    await expect(country).toHaveDisplayValue('アメリカ合衆国');
    await expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['アメリカ合衆国', '日本', 'カナダ', 'イギリス', 'オーストラリア']);
    await userEvent.selectOptions(country, '日本');
    await expect(country).toHaveDisplayValue('日本');
  },
};

// checkout.step1.errors -----------------------------------------------------------------------

/** checkout.step1.errors: each required field says so under itself, the card with them; focus on the first. */
export const Step1RequiredFields: Story = {
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Continue' });
    await userEvent.click(submit);
    // The card says it is required at once, together with the five text fields.
    await expect(canvas.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription(
      'Enter your card details.',
    );
    await expect(canvas.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
    await expect(canvas.getByLabelText('Full name')).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await expect(canvas.getByLabelText('Street address')).toHaveAccessibleDescription('Street address is required');
    await expect(canvas.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    await expect(canvas.getByLabelText('State / Province')).toHaveAccessibleDescription(
      'State or province is required',
    );
    await expect(canvas.getByLabelText('ZIP / Postal code')).toHaveAccessibleDescription(
      'ZIP or postal code is required',
    );
    // A field beside one with an error keeps its control level with it (wide screens: ZIP and country side by side).
    await expect(canvas.getByLabelText('ZIP / Postal code').getBoundingClientRect().top).toBe(
      canvas.getByRole('combobox', { name: 'Country' }).getBoundingClientRect().top,
    );

    await userEvent.type(canvas.getByLabelText('Email'), 'alex@');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');

    await userEvent.clear(canvas.getByLabelText('Email'));
    await fillBilling(canvas);
    await userEvent.click(submit);
    // The text fields are valid now; the empty card still says so, and focus goes into it.
    await expect(canvas.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription(
      'Enter your card details.',
    );
    await expect(canvas.getByLabelText('Card number')).toHaveFocus();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Confirm your order' })).toBeNull();
    // A half-typed card gets the provider's own message.
    await userEvent.type(canvas.getByLabelText('Card number'), '4242');
    await expect(canvas.getByRole('group', { name: 'Card details' })).not.toHaveAccessibleDescription(
      'Enter your card details.',
    );
    await userEvent.click(submit);
    await expect(await canvas.findByText('Your card number is incomplete.')).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).toBeInvalid();
  },
};

/** checkout.step1.errors in Japanese. */
export const Step1RequiredFieldsJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '次へ進む' }));
    await expect(canvas.getByLabelText('氏名')).toHaveAccessibleDescription('氏名を入力してください');
    await expect(canvas.getByLabelText('メールアドレス')).toHaveAccessibleDescription(
      'メールアドレスを入力してください',
    );
    await expect(canvas.getByLabelText('市区町村')).toHaveAccessibleDescription('市区町村を入力してください');
    await expect(canvas.getByLabelText('郵便番号')).toHaveAccessibleDescription('郵便番号を入力してください');
    await expect(canvas.getByRole('group', { name: 'カード情報' })).toHaveAccessibleDescription(
      'カード情報を入力してください。',
    );
  },
};

/** checkout.step1.errors: the provider declines the card; its message shows and everything typed stays. */
export const Step1CardDeclined: Story = {
  play: async ({ canvas }) => {
    await fillBilling(canvas);
    await fillCard(canvas, CARDS.declined);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Your card couldn't be saved");
    await expect(alert).toHaveTextContent('Your card was declined.');
    await expect(canvas.getByLabelText('Full name')).toHaveValue(BILLING.name);
    await expect(canvas.getByLabelText('ZIP / Postal code')).toHaveValue(BILLING.postalCode);
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** checkout.step1.errors: our server refuses to save the card → 'Failed to register payment method'. */
export const Step1RegisterFailed: Story = {
  parameters: { msw: sandbox('alex', { scenarios: ['server-error'], scenarioOperations: ['savePaymentMethod'] }) },
  play: async ({ canvas }) => {
    await fillBilling(canvas);
    await fillCard(canvas, CARDS.ok);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to register payment method');
    await expect(canvas.getByLabelText('City')).toHaveValue(BILLING.city);
  },
};

/**
 * checkout.step1 against a server that answers the save with a broken body: the card was saved (any 2xx is
 * done when the answer is not read), so step 2 follows.
 */
export const Step1SavedDespiteOddAnswer: Story = {
  parameters: { msw: sandbox('alex', { scenarios: ['malformed-body'], scenarioOperations: ['savePaymentMethod'] }) },
  play: async ({ canvas }) => {
    await fillBilling(canvas);
    await fillCard(canvas, CARDS.ok);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await stepTwo(canvas)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** checkout.step1.saving: busy while the card is saved; nothing can be sent twice. */
export const Step1Saving: Story = {
  parameters: {
    msw: sandbox('alex', { scenarios: ['slow'], scenarioOperations: ['savePaymentMethod'], delayMs: 'infinite' }),
  },
  play: async ({ canvas }) => {
    await fillBilling(canvas);
    await fillCard(canvas, CARDS.ok);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const busy = await canvas.findByRole('button', { name: 'Saving your card…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Full name')).toBeDisabled();
  },
};

// checkout.step2 ------------------------------------------------------------------------------

/** checkout.step2.entered-details: after step 1, the billing details and the new card; back keeps everything. */
export const Step2EnteredDetails: Story = {
  play: async ({ canvas }) => {
    await fillBilling(canvas);
    await fillCard(canvas, CARDS.ok);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await stepTwo(canvas)).toHaveFocus();
    await expect(canvas.getByText('Payment method verified')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText(BILLING.line1)).toBeVisible();
    await expect(canvas.getByText('San Francisco, CA, 94105')).toBeVisible();
    // Step 1 stays in the page, hidden, with its country list: the summary's line is the one shown.
    await expect(canvas.getByText('United States', { ignore: 'option, script, style' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to payment details' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment details' })).toHaveFocus();
    await expect(canvas.getByLabelText('Full name')).toHaveValue(BILLING.name);
  },
};

/** checkout.step2.entered-details in Japanese (typed through the Japanese card field). */
export const Step2EnteredDetailsJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await fillBilling(canvas, 'ja');
    await fillCard(canvas, CARDS.ok, 'ja');
    await userEvent.click(canvas.getByRole('button', { name: '次へ進む' }));
    await expect(await stepTwo(canvas, 'ご注文内容の確認')).toBeVisible();
    await expect(canvas.getByText('お支払い方法を確認しました')).toBeVisible();
    await expect(canvas.getByText('Visa（末尾 4242）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'お支払い情報に戻る' })).toBeVisible();
  },
};

/** checkout.step2.saved-card: step 1 skipped; the saved Visa, its expiry; no way back to step 1. */
export const Step2SavedCard: Story = {
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE] }) },
  play: async ({ canvas }) => {
    await expect(await stepTwo(canvas)).toBeVisible();
    const progress = canvas.getByRole('list', { name: 'Checkout progress' });
    await expect(within(progress).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText(/^Expires \d{2}\/\d{4}$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to payment details' })).toBeNull();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
  },
};

/** checkout.step2.saved-card with a Mastercard. */
export const Step2SavedMastercard: Story = {
  parameters: {
    storyUser: 'demo',
    msw: sandbox('demo', { scenarios: [...DEMO_FREE], customize: withSavedCardBrand('mastercard', '4444') }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Mastercard' })).toBeVisible();
    await expect(canvas.getByText('Mastercard ending in 4444')).toBeVisible();
  },
};

/** checkout.step2.saved-card with an American Express. */
export const Step2SavedAmex: Story = {
  parameters: {
    storyUser: 'demo',
    msw: sandbox('demo', { scenarios: [...DEMO_FREE], customize: withSavedCardBrand('amex', '0005') }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'American Express' })).toBeVisible();
    await expect(canvas.getByText('American Express ending in 0005')).toBeVisible();
  },
};

/** checkout.step2.saved-card with another brand: the generic card icon, with the brand's name. */
export const Step2SavedOtherBrand: Story = {
  parameters: {
    storyUser: 'demo',
    msw: sandbox('demo', { scenarios: [...DEMO_FREE], customize: withSavedCardBrand('jcb', '0505') }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'JCB' })).toHaveAttribute('data-brand', 'generic');
    await expect(canvas.getByText('JCB ending in 0505')).toBeVisible();
  },
};

/** checkout.step2.saved-card in Japanese. */
export const Step2SavedCardJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE] }) },
  play: async ({ canvas }) => {
    await expect(await stepTwo(canvas, 'ご注文内容の確認')).toBeVisible();
    await expect(canvas.getByText('Visa（末尾 4242）')).toBeVisible();
    await expect(canvas.getByText(/^有効期限 \d{2}\/\d{4}$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'お支払い情報に戻る' })).toBeNull();
  },
};

/**
 * checkout.step2.summary / checkout.summary.change: a first purchase (the demo account on the free plan): plan and
 * price per month, total due today (a full month: no proration line), next billing date; what confirming does; then
 * the final-confirmation terms (Japan's Specified Commercial Transactions Act) and the disclosure, in a new tab.
 */
export const Step2Summary: Story = {
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE] }) },
  play: async ({ canvas }) => {
    const summary = within((await canvas.findByRole('heading', { name: 'Order summary' })).closest('section')!);
    await expect(summary.getByText('Pro plan')).toBeVisible();
    await expect(summary.getByText('$49.00 / month')).toBeVisible();
    await expect(summary.queryByText(/^Prorated for/)).toBeNull();
    await expect(summary.getByText('Total due today')).toBeVisible();
    await expect(summary.getAllByText('$49.00')).toHaveLength(1);
    await expect(summary.getByText('Next billing date')).toBeVisible();
    await expect(canvas.getByText("You're buying the Pro plan.")).toBeVisible();
    await expect(canvas.getByText(/^Today you pay \$49\.00, for the month until /)).toBeVisible();
    const terms = within(canvas.getByRole('heading', { name: 'Please check before you confirm' }).closest('section')!);
    await expect(terms.getByText(/^\$49\.00 today for the month until .+, then \$49\.00 per month\.$/)).toBeVisible();
    await expect(terms.getByText(/charged on the same day each month/)).toBeVisible();
    await expect(terms.getByText(/renews automatically every month until you cancel/)).toBeVisible();
    await expect(terms.getByText(/from your account page\. There is no cancellation fee/)).toBeVisible();
    const disclosure = terms.getByRole('link', {
      name: 'Disclosure under the Act on Specified Commercial Transactions (opens in a new tab)',
    });
    await expect(disclosure).toHaveAttribute('href', '/commercial-disclosure');
    await expect(disclosure).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: 'Confirm payment' })).toBeEnabled();
  },
};

/** checkout.step2.summary in Japanese. */
export const Step2SummaryJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('プロプラン')).toBeVisible();
    await expect(canvas.getByText('月額 $49.00')).toBeVisible();
    await expect(canvas.queryByText(/^残り\d+日分の日割り料金$/)).toBeNull();
    await expect(canvas.getByText('本日のお支払い金額')).toBeVisible();
    await expect(canvas.getByText('次回請求日')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'ご契約内容の最終確認' })).toBeVisible();
    await expect(canvas.getByText(/解約手数料はかかりません/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: '特定商取引法に基づく表記 （新しいタブで開きます）' }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: '支払いを確定する' })).toBeEnabled();
  },
};

// checkout.summary.change ----------------------------------------------------------------------

/**
 * checkout.summary.change / checkout.step2.switch: on Pro, Developer is a switch: nothing is charged today (no
 * proration line), Developer replaces Pro when confirmed, Pro ends with no credit the preview does not state, and
 * the button (and the terms) say "Confirm change"; confirming changes the plan.
 */
export const SwitchToCheaper: Story = {
  args: { planId: PLAN_IDS.developer },
  parameters: { router: atCheckout(PLAN_IDS.developer), storyUser: 'demo', msw: sandbox('demo') },
  play: async ({ canvas }) => {
    await expect(await stepTwo(canvas)).toBeVisible();
    await expect(canvas.getByText("You're switching from Pro to Developer.")).toBeVisible();
    await expect(canvas.getByText('Developer replaces Pro as soon as you confirm.')).toBeVisible();
    await expect(canvas.getByText(/^Nothing is charged today\. From .+, \$19\.00 a month\.$/)).toBeVisible();
    await expect(canvas.getByText('Then Pro ends; this order refunds nothing for its unused days.')).toBeVisible();
    const summary = within(canvas.getByRole('heading', { name: 'Order summary' }).closest('section')!);
    await expect(summary.queryByText(/^Prorated for/)).toBeNull();
    await expect(summary.getByText('$0.00')).toBeVisible();
    await expect(canvas.getByText('By selecting Confirm change, you agree to the terms above.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm payment' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm change' }));
    await expect(await destination(canvas, '/account')).toBeVisible();
  },
};

/** checkout.summary.change: the switch in Japanese at phone width. */
export const SwitchToCheaperJapanesePhone: Story = {
  args: { planId: PLAN_IDS.developer },
  parameters: { router: atCheckout(PLAN_IDS.developer), storyUser: 'demo', msw: sandbox('demo') },
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    await expect(await stepTwo(canvas, 'ご注文内容の確認')).toBeVisible();
    await expect(canvas.getByText('プロからデベロッパーに変更します。')).toBeVisible();
    await expect(canvas.getByText(/^本日のお支払いはありません。/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '変更を確定する' })).toBeEnabled();
    await fitsThePhone();
  },
};

/**
 * subscription.lapsed / checkout.summary.change: a Pro subscriber whose plan ended (CANCELLED) buys Pro again: a
 * first purchase of a full month, then on to the account.
 */
export const LapsedBuysProAgain: Story = {
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: ['subscription-cancelled'] }) },
  play: async ({ canvas }) => {
    await expect(await stepTwo(canvas)).toBeVisible();
    await expect(canvas.getByText("You're buying the Pro plan.")).toBeVisible();
    await expect(canvas.getByText('It replaces the free plan: there is nothing to cancel.')).toBeVisible();
    await expect(canvas.queryByText(/^Prorated for/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm payment' }));
    await expect(await destination(canvas, '/account')).toBeVisible();
    await expect(
      canvas.getByText(JSON.stringify({ successMessage: "You're now on the Pro plan. Thank you for subscribing!" })),
    ).toBeVisible();
  },
};

// confirming, error, requires-action, success ------------------------------------------------

/** checkout.confirming: the button is busy and blocked while the payment is confirmed. */
export const Confirming: Story = {
  parameters: {
    storyUser: 'demo',
    msw: sandbox('demo', { scenarios: [...DEMO_FREE, 'slow'], scenarioOperations: ['subscribe'], delayMs: 'infinite' }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm payment' }));
    const busy = await canvas.findByRole('button', { name: 'Confirming payment…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** checkout.error: any other failure says what went wrong in plain words (our side: try again later). */
export const ConfirmError: Story = {
  parameters: {
    storyUser: 'demo',
    msw: sandbox('demo', { scenarios: [...DEMO_FREE, 'server-error'], scenarioOperations: ['subscribe'] }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm payment' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Your payment couldn't be completed");
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    await expect(alert).not.toHaveTextContent(/500|HTTP|\/v1\//);
    await expect(canvas.getByRole('button', { name: 'Confirm payment' })).toBeEnabled();
  },
};

/**
 * checkout.requires-action / error.server-message: a 402 opens 'Extra step required' with the server's sentence (a
 * person's words: docs/product.md §8); 'Go to account' leads to the bill waiting on the billing tab.
 */
export const RequiresAction: Story = {
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE, 'requires-action'] }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm payment' }));
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Extra step required' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your bank requires an extra authentication step. Complete the payment from your account.',
    );
    await expect(within(dialog).queryByText('Details from the payment provider')).toBeNull();
    const action = within(dialog).getByRole('button', { name: 'Go to account' });
    await waitFor(() => expect(action).toHaveFocus());
    await userEvent.click(action);
    await expect(await destination(canvas, '/account')).toBeVisible();
    await expect(canvas.getByText('?tab=billing')).toBeVisible();
  },
};

/** checkout.requires-action, as it stands: our words and the way to the bill on the account's billing tab. */
export const RequiresActionOpen: Story = {
  tags: ['dialog'],
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE, 'requires-action'] }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm payment' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Extra step required' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Go to account' })).toHaveFocus());
  },
};

/**
 * checkout.requires-action / error.server-message in Japanese: every visible word is Japanese; the server's English
 * only folded away in the detail.
 */
export const RequiresActionJapanese: Story = {
  tags: ['dialog'],
  globals: { locale: 'ja' },
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE, 'requires-action'] }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '支払いを確定する' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '追加の手続きが必要です' });
    await expect(dialog).toHaveAccessibleDescription(/「お支払い」タブから完了してください。$/);
    const detail = within(dialog).getByText('決済代行会社からの詳細');
    await expect(detail.closest('details')).not.toHaveAttribute('open');
    await expect(detail.closest('details')).toHaveTextContent(/Your bank requires an extra authentication step/);
    const action = within(dialog).getByRole('button', { name: 'アカウントへ移動' });
    await waitFor(() => expect(action).toBeVisible());
  },
};

/**
 * checkout.requires-action.in-page: the 402 carries a payment intent's client secret; the provider runs
 * the extra step in the page (the sandbox passes it) and the person lands on /account, history replaced.
 */
export const RequiresActionInPage: Story = {
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE, 'requires-action-in-page'] }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm payment' }));
    await expect(await destination(canvas, '/account')).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** checkout.requires-action.in-page in Japanese. */
export const RequiresActionInPageJapanese: Story = {
  ...RequiresActionInPage,
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '支払いを確定する' }));
    await expect(await destination(canvas, '/account')).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/**
 * checkout.step2.use-different-card: with a saved card, 'Use a different card' opens step 1, which says
 * the new card replaces the saved one; back in step 2 the new card is shown.
 */
export const Step2UseDifferentCard: Story = {
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE] }) },
  play: async ({ canvas }) => {
    await expect(await stepTwo(canvas)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different card' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment details' })).toHaveFocus();
    await expect(canvas.getByText(/It replaces your saved card\./)).toBeVisible();
    await fillBilling(canvas);
    await fillCard(canvas, '5555555555554444');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await stepTwo(canvas)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to payment details' })).toBeVisible();
  },
};

/**
 * checkout.saved-card.back: 'Use a different card' is not a one-way door: step 1 offers the saved card back, and
 * with it step 2 is as it was (the saved card, the way to a different one).
 */
export const SavedCardBack: Story = {
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE] }) },
  play: async ({ canvas }) => {
    await expect(await stepTwo(canvas)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different card' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment details' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Use my saved card (Visa ending in 4242)' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Confirm your order' })).toHaveFocus();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use a different card' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to payment details' })).toBeNull();
  },
};

/** checkout.saved-card.back in Japanese at phone width. */
export const SavedCardBackJapanesePhone: Story = {
  globals: { ...JAPANESE, ...PHONE },
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE] }) },
  play: async ({ canvas }) => {
    await expect(await stepTwo(canvas, 'ご注文内容の確認')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '別のカードを使う' }));
    const back = await canvas.findByRole('button', { name: '保存済みのカードを使う：Visa（末尾 4242）' });
    await fitsThePhone();
    await userEvent.click(back);
    await expect(await stepTwo(canvas, 'ご注文内容の確認')).toBeVisible();
    await expect(canvas.getByText('Visa（末尾 4242）')).toBeVisible();
  },
};

/** checkout.step2.use-different-card in Japanese. */
export const Step2UseDifferentCardJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE] }) },
  play: async ({ canvas }) => {
    await expect(await stepTwo(canvas, 'ご注文内容の確認')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '別のカードを使う' }));
    await expect(await canvas.findByText(/保存済みのカードは、このカードに置き換わります。/)).toBeVisible();
  },
};

/** checkout.success: confirmed → /account, carrying the success message in the navigation state. */
export const Success: Story = {
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE] }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm payment' }));
    await expect(await destination(canvas, '/account')).toBeVisible();
    await expect(
      canvas.getByText(JSON.stringify({ successMessage: "You're now on the Pro plan. Thank you for subscribing!" })),
    ).toBeVisible();
  },
};

/** checkout.success in Japanese: the message is translated. */
export const SuccessJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: { storyUser: 'demo', msw: sandbox('demo', { scenarios: [...DEMO_FREE] }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '支払いを確定する' }));
    await expect(await destination(canvas, '/account')).toBeVisible();
    await expect(canvas.getByText(/プロプランへのお申し込みが完了しました/)).toBeVisible();
  },
};

/** checkout.step1 in Japanese at phone width: the form in one column, the country list within the screen. */
export const Step1JapanesePhone: Story = { ...Step1Japanese, globals: { ...JAPANESE, ...PHONE } };
