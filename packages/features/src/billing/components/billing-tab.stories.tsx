import type { OperationId } from '@holostream/api';
import type { SandboxHandlersOptions } from '@holostream/sandbox/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { animationsDone, sandbox, sandboxStats, signInStory } from '../../shared/testing/stories';
import { CARDS, fillCard, withCardExpiringIn, withSavedCard } from '../testing/story-helpers';
import { BillingTab } from './billing-tab';

const meta = {
  title: 'Features/Billing/BillingTab',
  tags: ['autodocs', 'responsive'],
  component: BillingTab,
  beforeEach: signInStory,
  parameters: {
    visual: {
      pictures: ['Method', 'MethodJapanese', 'CardDialogNameRequired', 'CardDialogDeclinedJapanese', 'PhoneJapanese'],
    },
    msw: sandbox('demo'),
    router: { initialEntries: ['/account?tab=billing'] },
  },
} satisfies Meta<typeof BillingTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const body = within(document.body);

/** The demo world where only `operations` misbehave. */
const only = (
  operations: OperationId[],
  scenario: 'slow' | 'server-error' | 'malformed-body' | 'unexpected-shape',
  options: SandboxHandlersOptions = {},
) => ({
  msw: sandbox('demo', { scenarios: [scenario], scenarioOperations: operations, delayMs: 'infinite', ...options }),
});

/** The payment-method card, once its heading is there. */
const methodCard = async (canvas: Canvas, name = 'Payment method') => {
  const heading = await canvas.findByRole('heading', { level: 2, name }, { timeout: 5000 });
  return within(heading.closest('[data-slot="card"]') as HTMLElement);
};

/** The open dialog with this name, once its fade-in is over. */
const dialogNamed = async (name: string) => {
  const dialog = await body.findByRole('dialog', { name }, { timeout: 5000 });
  await animationsDone();
  return within(dialog);
};

const longDate = (date: Date, language = 'en') => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);

// billing.method ------------------------------------------------------------------------------

/** billing.method: the saved Visa, last four, expiry, added date; 'Update card'; no warning. */
export const Method: Story = {
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await expect(await card.findByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(card.getByText('Visa ending in 4242')).toBeVisible();
    await expect(card.getByText(`Expires 12/${new Date().getFullYear() + 3}`)).toBeVisible();
    await expect(card.getByText(/^Added on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Update card' })).toBeEnabled();
    await expect(card.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'No payment method' })).toBeNull();
  },
};

/** billing.method in Japanese. */
export const MethodJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas, 'お支払い方法');
    await expect(await card.findByText('Visa（末尾 4242）')).toBeVisible();
    await expect(card.getByText(`有効期限 12/${new Date().getFullYear() + 3}`)).toBeVisible();
    await expect(card.getByText(/^登録日 \d{4}年\d{1,2}月\d{1,2}日$/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'カードを変更' })).toBeVisible();
  },
};

/** billing.method with a Mastercard: its own mark. */
export const MethodMastercard: Story = {
  parameters: { msw: sandbox('demo', { customize: withSavedCard({ brand: 'mastercard', last4: '4444' }) }) },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await expect(await card.findByRole('img', { name: 'Mastercard' })).toHaveAttribute('data-brand', 'mastercard');
    await expect(card.getByText('Mastercard ending in 4444')).toBeVisible();
  },
};

/** billing.method with an American Express. */
export const MethodAmex: Story = {
  parameters: { msw: sandbox('demo', { customize: withSavedCard({ brand: 'amex', last4: '0005' }) }) },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await expect(await card.findByRole('img', { name: 'American Express' })).toHaveAttribute('data-brand', 'amex');
    await expect(card.getByText('American Express ending in 0005')).toBeVisible();
  },
};

/** billing.method with another brand: the generic card mark with the brand's name (JCB). */
export const MethodOtherBrand: Story = {
  parameters: { msw: sandbox('demo', { customize: withSavedCard({ brand: 'jcb', last4: '0505' }) }) },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await expect(await card.findByRole('img', { name: 'JCB' })).toHaveAttribute('data-brand', 'generic');
    await expect(card.getByText('JCB ending in 0505')).toBeVisible();
  },
};

/** billing.method, beyond docs/product.md: the card runs out at the end of this month → a warning on the card. */
export const MethodExpiresThisMonth: Story = {
  parameters: { msw: sandbox('demo', { customize: withCardExpiringIn(0) }) },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await card.findByText('Visa ending in 4242');
    const warning = card.getByRole('status');
    await expect(warning).toHaveTextContent('Your card expires this month');
    await expect(warning).toHaveAttribute('data-variant', 'warning');
    await expect(card.getByRole('button', { name: 'Update card' })).toBeVisible();
  },
};

/** billing.method, beyond docs/product.md: the card ran out last month → an error on the card. */
export const MethodExpired: Story = {
  parameters: { msw: sandbox('demo', { customize: withCardExpiringIn(-1) }) },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await expect(await card.findByRole('alert')).toHaveTextContent('Your card has expired');
  },
};

/** billing.method in Japanese, expiring this month. */
export const MethodExpiresThisMonthJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: { msw: sandbox('demo', { customize: withCardExpiringIn(0) }) },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas, 'お支払い方法');
    await card.findByText('Visa（末尾 4242）');
    await expect(card.getByRole('status')).toHaveTextContent('このカードは今月で有効期限が切れます');
  },
};

/** The payment method while it loads: a skeleton with a spoken label. */
export const MethodLoading: Story = {
  parameters: only(['getPaymentMethod'], 'slow'),
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await expect(card.getByRole('status', { name: 'Loading your payment method' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(card.queryByRole('button', { name: 'Update card' })).toBeNull();
  },
};

/** A failure other than 404: an error with a retry, never the no-method card; the retry loads the card. */
export const MethodError: Story = {
  parameters: only(['getPaymentMethod'], 'server-error'),
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    const error = await card.findByRole('alert');
    await expect(error).toHaveTextContent("We couldn't load your payment method");
    await expect(card.queryByRole('heading', { name: 'No payment method' })).toBeNull();
    await expect(card.queryByRole('button', { name: 'Add card' })).toBeNull();
    // The server recovers; Try again loads the card.
    await fetch('/__sandbox/scenario', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenarios: [] }),
    });
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    await expect(await card.findByText('Visa ending in 4242')).toBeVisible();
  },
};

/** A card that breaks the contract is an error too, not a crash. */
export const MethodMalformed: Story = {
  parameters: only(['getPaymentMethod'], 'unexpected-shape'),
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await expect(await card.findByRole('alert')).toHaveTextContent("We couldn't load your payment method");
  },
};

// billing.no-method ---------------------------------------------------------------------------

/** billing.no-method: 404 on the method path → 'No payment method' with 'Add card'. */
export const NoMethod: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['no-payment-method'] }) },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await expect(await card.findByRole('heading', { level: 3, name: 'No payment method' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add card' })).toBeEnabled();
    await expect(card.queryByRole('button', { name: 'Update card' })).toBeNull();
    await expect(card.queryByRole('alert')).toBeNull();
  },
};

/** billing.no-method in Japanese. */
export const NoMethodJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: { msw: sandbox('demo', { scenarios: ['no-payment-method'] }) },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas, 'お支払い方法');
    await expect(
      await card.findByRole('heading', { level: 3, name: 'お支払い方法が登録されていません' }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'カードを登録' })).toBeVisible();
  },
};

/** billing.no-method → add a card: the dialog saves it, the card shows, focus lands on 'Update card'. */
export const NoMethodAddCard: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['no-payment-method'] }) },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Add card' }));
    const dialog = await dialogNamed('Add a card');
    await userEvent.type(dialog.getByLabelText(/^Cardholder name/), 'Demo User');
    await fillCard(userEvent, dialog, CARDS.visa);
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(await card.findByText('Visa ending in 4242')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Update card' })).toHaveFocus();
    await expect(canvas.getByText('Your card was saved')).toBeVisible();
  },
};

// billing.card-dialog -------------------------------------------------------------------------

/** billing.card-dialog.empty: 'Update card' opens the dialog empty; Cancel closes it and focus returns. */
export const CardDialogEmpty: Story = {
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    const update = await card.findByRole('button', { name: 'Update card' });
    await userEvent.click(update);
    const dialog = await dialogNamed('Update card');
    await expect(
      dialog.getByText('The new card replaces your saved card for every payment from now on.'),
    ).toBeVisible();
    const name = dialog.getByLabelText(/^Cardholder name/);
    await expect(name).toHaveValue('');
    await expect(name).toBeRequired();
    await expect(name).toHaveFocus();
    await expect(dialog.getByRole('group', { name: /^Card details/ })).toBeVisible();
    await expect(await dialog.findByLabelText('Card number')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Save card' })).toBeEnabled();
    await expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(update).toHaveFocus();
  },
};

/** billing.card-dialog.empty in Japanese, with the Japanese card field; Escape closes it. */
export const CardDialogEmptyJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas, 'お支払い方法');
    const update = await card.findByRole('button', { name: 'カードを変更' });
    await userEvent.click(update);
    const dialog = await dialogNamed('カードを変更');
    await expect(dialog.getByLabelText(/^カード名義/)).toHaveValue('');
    await expect(await dialog.findByLabelText('カード番号')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'カードを保存' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(update).toHaveFocus();
  },
};

/** billing.card-dialog.error: the cardholder name and the card say they are required, together. */
export const CardDialogNameRequired: Story = {
  tags: ['dialog'],
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Update card' }));
    const dialog = await dialogNamed('Update card');
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    const name = dialog.getByLabelText(/^Cardholder name/);
    await expect(name).toHaveAccessibleDescription('Cardholder name is required');
    await expect(dialog.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription(
      'Enter your card details.',
    );
    await expect(name).toHaveFocus();
    await userEvent.type(name, 'Demo User');
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await expect(dialog.getByLabelText('Card number')).toHaveFocus();
    await userEvent.type(dialog.getByLabelText('Card number'), '4242');
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await expect(await dialog.findByText('Your card number is incomplete.')).toBeVisible();
    await expect(body.getByRole('dialog', { name: 'Update card' })).toBeVisible();
  },
};

/** billing.card-dialog.error: the provider declines; its message shows in the dialog, everything typed stays. */
export const CardDialogDeclined: Story = {
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Update card' }));
    const dialog = await dialogNamed('Update card');
    await userEvent.type(dialog.getByLabelText(/^Cardholder name/), 'Demo User');
    await fillCard(userEvent, dialog, CARDS.declined);
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent("Your card couldn't be saved");
    await expect(alert).toHaveTextContent('Your card was declined.');
    await expect(dialog.getByLabelText(/^Cardholder name/)).toHaveValue('Demo User');
    await expect(dialog.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(dialog.getByRole('button', { name: 'Save card' })).toBeEnabled();
    await expect(card.getByText('Visa ending in 4242')).toBeInTheDocument();
  },
};

/** billing.card-dialog.error in Japanese: the provider's own Japanese message. */
export const CardDialogDeclinedJapanese: Story = {
  tags: ['dialog'],
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas, 'お支払い方法');
    await userEvent.click(await card.findByRole('button', { name: 'カードを変更' }));
    const dialog = await dialogNamed('カードを変更');
    await userEvent.type(dialog.getByLabelText(/^カード名義/), '山田 花子');
    await fillCard(userEvent, dialog, CARDS.declined, 'ja');
    await userEvent.click(dialog.getByRole('button', { name: 'カードを保存' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('カードを登録できませんでした');
    await expect(alert).toHaveTextContent('カードが拒否されました。');
  },
};

/** billing.card-dialog.error: our server refuses the card → 'Failed to register payment method'. */
export const CardDialogRegisterFailed: Story = {
  parameters: only(['savePaymentMethod'], 'server-error'),
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Update card' }));
    const dialog = await dialogNamed('Update card');
    await userEvent.type(dialog.getByLabelText(/^Cardholder name/), 'Demo User');
    await fillCard(userEvent, dialog, CARDS.visa);
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to register payment method');
    await expect(dialog.getByLabelText(/^Cardholder name/)).toHaveValue('Demo User');
  },
};

/** billing.card-dialog.saving, then saved although the server answered the save with a broken body (any 2xx is done). */
export const CardDialogSavedDespiteOddAnswer: Story = {
  parameters: only(['savePaymentMethod'], 'malformed-body'),
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Update card' }));
    const dialog = await dialogNamed('Update card');
    await userEvent.type(dialog.getByLabelText(/^Cardholder name/), 'Demo User');
    await fillCard(userEvent, dialog, CARDS.visa);
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByText('Your card was saved')).toBeVisible();
  },
};

/** billing.card-dialog.saving: Save busy and disabled, Cancel disabled, Escape does not close it. */
export const CardDialogSaving: Story = {
  parameters: only(['savePaymentMethod'], 'slow'),
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: 'Update card' }));
    const dialog = await dialogNamed('Update card');
    await userEvent.type(dialog.getByLabelText(/^Cardholder name/), 'Demo User');
    await fillCard(userEvent, dialog, CARDS.visa);
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    const busy = await dialog.findByRole('button', { name: 'Saving your card…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByLabelText(/^Cardholder name/)).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Update card' })).toBeVisible();
  },
};

/** billing.card-dialog.saving in Japanese. */
export const CardDialogSavingJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: only(['savePaymentMethod'], 'slow'),
  play: async ({ canvas }) => {
    const card = await methodCard(canvas, 'お支払い方法');
    await userEvent.click(await card.findByRole('button', { name: 'カードを変更' }));
    const dialog = await dialogNamed('カードを変更');
    await userEvent.type(dialog.getByLabelText(/^カード名義/), '山田 花子');
    await fillCard(userEvent, dialog, CARDS.visa, 'ja');
    await userEvent.click(dialog.getByRole('button', { name: 'カードを保存' }));
    await expect(await dialog.findByRole('button', { name: 'カードを保存しています…' })).toBeDisabled();
  },
};

/**
 * The card is updated: a double click on Save sends one request; the dialog closes, the new card
 * shows with today's date, a success message, and focus is back on 'Update card'.
 */
export const CardDialogSaved: Story = {
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    const update = await card.findByRole('button', { name: 'Update card' });
    await userEvent.click(update);
    const dialog = await dialogNamed('Update card');
    await userEvent.type(dialog.getByLabelText(/^Cardholder name/), 'Demo User');
    await fillCard(userEvent, dialog, CARDS.mastercard);
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(card.getByText('Mastercard ending in 4444')).toBeVisible();
    await expect(card.getByText(`Added on ${longDate(new Date())}`)).toBeVisible();
    await expect(update).toHaveFocus();
    const message = canvas.getByText('Your card was saved').closest('[role="status"]') as HTMLElement;
    await expect(message).toHaveTextContent('Mastercard ending in 4444 is now used for your payments.');
    await expect((await sandboxStats()).savePaymentMethod).toBe(1);
  },
};

// billing.history (in the tab) ----------------------------------------------------------------

/** billing.status.requires_payment_method: 'Use a different card' opens the card dialog; focus comes back. */
export const UseDifferentCard: Story = {
  // A failed renewal still waiting for a payment (the demo world's failed bills were settled by later payments).
  parameters: { msw: sandbox('demo', { scenarios: ['payment-failed'] }) },
  play: async ({ canvas }) => {
    // Once the saved card is known: opened before, the dialog would rightly say 'Add a card'.
    await (await methodCard(canvas)).findByText('Visa ending in 4242');
    const table = await canvas.findByRole('table', { name: 'Billing history' }, { timeout: 5000 });
    const use = await within(table).findByRole('button', { name: /^Use a different card/ });
    await userEvent.click(use);
    const dialog = await dialogNamed('Update card');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(use).toHaveFocus();
  },
};

/** The whole tab while everything loads: two spoken loading states, nothing else. */
export const Loading: Story = {
  parameters: only(['getPaymentMethod', 'getBillingHistory'], 'slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your payment method' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading your billing history' })).toBeVisible();
  },
};

/** The whole tab on a phone: the card, then the history as cards. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas);
    await expect(await card.findByText('Visa ending in 4242')).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Billing history' });
    await expect(list).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The whole tab on a phone in Japanese. */
export const PhoneJapanese: Story = {
  globals: { locale: 'ja', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const card = await methodCard(canvas, 'お支払い方法');
    await expect(await card.findByText('Visa（末尾 4242）')).toBeVisible();
    await expect(await canvas.findByRole('list', { name: '請求履歴' })).toBeVisible();
  },
};
