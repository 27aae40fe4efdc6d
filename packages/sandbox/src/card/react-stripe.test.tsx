/**
 * The sandbox behind the real `@stripe/react-stripe-js` components: `<Elements>`, `<CardElement>`,
 * `useStripe()`, `useElements()` and `elements.getElement(CardElement)`, driven as a person would.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentMethodResult, StripeCardElementChangeEvent, StripeElementLocale } from '@stripe/stripe-js';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseSandboxPaymentMethodId } from './payment-method-id';
import { createSandboxStripe } from './sandbox-stripe';

const futureYear = new Date().getFullYear() + 3;
const futureExpiry = `12${String(futureYear % 100).padStart(2, '0')}`;

const billingDetails = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
};

/** A tiny checkout form, written as an app would write it against Stripe. */
function CardForm({
  onResult,
  onChange,
}: {
  onResult: (result: PaymentMethodResult) => void;
  onChange?: (event: StripeCardElementChangeEvent) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [message, setMessage] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    const card = elements.getElement(CardElement);
    if (!card) {
      setMessage('Card Element not found');
      return;
    }
    const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: billingDetails });
    setMessage(result.error?.message ?? '');
    onResult(result);
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Payment">
      <CardElement onChange={onChange} />
      <button type="submit" disabled={!stripe}>
        Save card
      </button>
      {message && <p role="alert">{message}</p>}
    </form>
  );
}

function renderCheckout(locale?: StripeElementLocale) {
  const onResult = vi.fn<(result: PaymentMethodResult) => void>();
  const onChange = vi.fn<(event: StripeCardElementChangeEvent) => void>();
  const stripe = createSandboxStripe();
  const view = render(
    <StrictMode>
      <Elements stripe={stripe} options={locale ? { locale } : undefined}>
        <CardForm onResult={onResult} onChange={onChange} />
      </Elements>
    </StrictMode>,
  );
  return { onResult, onChange, stripe, view };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string, expiry = futureExpiry, cvc = '123') {
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' }), expiry);
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), cvc);
}

async function submit(user: ReturnType<typeof userEvent.setup>, onResult: ReturnType<typeof vi.fn>) {
  await user.click(screen.getByRole('button', { name: 'Save card' }));
  await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
}

function lastChange(onChange: ReturnType<typeof vi.fn<(event: StripeCardElementChangeEvent) => void>>) {
  const event = onChange.mock.lastCall?.[0];
  if (!event) throw new Error('No change event was emitted');
  return event;
}

describe('sandbox card provider behind @stripe/react-stripe-js', () => {
  it('renders one labelled card field (even in StrictMode) and formats as the person types', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const number = screen.getByRole('textbox', { name: 'Card number' });
    const expiry = screen.getByRole('textbox', { name: 'Expiry (MM / YY)' });
    const cvc = screen.getByRole('textbox', { name: 'CVC' });
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
    for (const input of [number, expiry, cvc]) {
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).not.toHaveAttribute('name');
    }

    await fillCard(user, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(expiry).toHaveValue(`12 / ${futureExpiry.slice(2)}`);
    expect(cvc).toHaveValue('123');

    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
  });

  it('4242 4242 4242 4242 gives a payment method whose id says visa, 4242, ok', async () => {
    const user = userEvent.setup();
    const { onResult } = renderCheckout();
    await fillCard(user, '4242 4242 4242 4242');
    await submit(user, onResult);

    const result = onResult.mock.calls[0]?.[0];
    expect(result?.error).toBeUndefined();
    const paymentMethod = result?.paymentMethod;
    expect(paymentMethod).toMatchObject({
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: futureYear },
      billing_details: { name: 'Ada Lovelace', email: 'ada@example.com', address: { city: 'Springfield' } },
    });
    expect(parseSandboxPaymentMethodId(paymentMethod?.id ?? '')).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: futureYear,
      scenario: 'ok',
    });
  });

  it('4000 0027 6000 3184 gives a payment method with the action scenario', async () => {
    const user = userEvent.setup();
    const { onResult } = renderCheckout();
    await fillCard(user, '4000002760003184');
    await submit(user, onResult);

    const id = onResult.mock.calls[0]?.[0].paymentMethod?.id ?? '';
    expect(parseSandboxPaymentMethodId(id)).toMatchObject({ brand: 'visa', last4: '3184', scenario: 'action' });
  });

  it('4000 0000 0000 0002 is declined with Stripe’s message', async () => {
    const user = userEvent.setup();
    const { onResult } = renderCheckout();
    await fillCard(user, '4000000000000002');
    await submit(user, onResult);

    expect(onResult.mock.calls[0]?.[0]).toEqual({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });

  it('an incomplete number gives a validation error, shown on the field and in a change event', async () => {
    const user = userEvent.setup();
    const { onResult, onChange } = renderCheckout();
    await fillCard(user, '4242 4242');
    await submit(user, onResult);

    expect(onResult.mock.calls[0]?.[0]).toEqual({
      error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    expect(lastChange(onChange)).toMatchObject({
      elementType: 'card',
      complete: false,
      empty: false,
      brand: 'visa',
      error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(screen.getByRole('textbox', { name: 'CVC' })).not.toHaveAttribute('aria-invalid');

    // Fixing the number clears the error and completes the card.
    await user.type(number, '42424242');
    expect(number).not.toHaveAttribute('aria-invalid');
    expect(lastChange(onChange)).toMatchObject({ complete: true, error: undefined });
  });

  it('onChange reports complete=true only once all three fields are valid', async () => {
    const user = userEvent.setup();
    const { onChange } = renderCheckout();

    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    expect(lastChange(onChange)).toEqual({
      elementType: 'card',
      empty: false,
      complete: false,
      brand: 'visa',
      error: undefined,
      value: { postalCode: '' },
    });
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' }), futureExpiry);
    expect(lastChange(onChange).complete).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '12');
    expect(lastChange(onChange).complete).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '3');
    expect(lastChange(onChange)).toMatchObject({ complete: true, empty: false, brand: 'visa', error: undefined });
    expect(onChange.mock.calls.filter(([event]) => event.complete)).toHaveLength(1);
  });

  it('shows a past expiry and a bad number as you type, and the incomplete number when you leave it', async () => {
    const user = userEvent.setup();
    const { onChange } = renderCheckout();
    const number = screen.getByRole('textbox', { name: 'Card number' });

    await user.type(number, '4242 4242');
    expect(number).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(lastChange(onChange).error?.code).toBe('incomplete_number');

    await user.clear(number);
    await user.type(number, '4242424242424241');
    expect(lastChange(onChange).error).toEqual({
      type: 'validation_error',
      code: 'invalid_number',
      message: 'Your card number is invalid.',
    });

    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' }), '0120');
    expect(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' })).toHaveAccessibleDescription(
      "Your card's expiration year is in the past.",
    );
  });

  it('speaks Japanese with locale ja and follows a live locale switch', async () => {
    const user = userEvent.setup();
    const stripe = createSandboxStripe();
    const onResult = vi.fn<(result: PaymentMethodResult) => void>();
    function Checkout({ locale }: { locale: StripeElementLocale }) {
      return (
        <Elements stripe={stripe} options={{ locale }}>
          <CardForm onResult={onResult} />
        </Elements>
      );
    }
    const { rerender } = render(<Checkout locale="ja" />);
    expect(screen.getByRole('textbox', { name: 'カード番号' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '有効期限 (MM / YY)' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'セキュリティコード' }), '1');
    await submit(user, onResult);
    expect(onResult.mock.calls[0]?.[0].error?.message).toBe('カード番号が不完全です。');
    expect(screen.getByRole('textbox', { name: 'カード番号' })).toHaveAccessibleDescription('カード番号が不完全です。');

    rerender(<Checkout locale="en" />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Card number' })).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      'Your card number is incomplete.',
    );
  });

  it('calls onReady with the element and destroys it on unmount', async () => {
    const stripe = createSandboxStripe();
    const onReady = vi.fn();
    const { unmount } = render(
      <Elements stripe={stripe}>
        <CardElement onReady={onReady} />
      </Elements>,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    const element = onReady.mock.calls[0]?.[0];
    expect(element).toHaveProperty('mount');
    unmount();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
  });
});
