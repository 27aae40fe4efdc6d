// @vitest-environment jsdom -- the card element is DOM.
/**
 * The sandbox used directly through Stripe's interface, without React: the element's DOM,
 * events, options and lifecycle, and the provider calls in every form Stripe.js accepts.
 */
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSandboxPaymentMethodId, SANDBOX_TEST_CARDS } from './payment-method-id';
import { createSandboxStripe, type SandboxStripeOptions } from './sandbox-stripe';

const june2026 = () => new Date(2026, 5, 15);

let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  container.id = 'card-element';
  document.body.append(container);
});

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = '';
});

function mountCard(options: SandboxStripeOptions = {}, elementOptions = {}) {
  const stripe = createSandboxStripe({ now: june2026, ...options });
  const elements = stripe.elements();
  const card = elements.create('card', elementOptions);
  card.mount('#card-element');
  const changes: StripeCardElementChangeEvent[] = [];
  card.on('change', (event) => changes.push(event));
  return { stripe, elements, card, changes };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function typeCard(number: string, expiry = '1230', cvc = '123') {
  const user = userEvent.setup();
  await user.type(field('Card number'), number);
  await user.type(field('Expiry (MM / YY)'), expiry);
  await user.type(field('CVC'), cvc);
  return user;
}

describe('the card element', () => {
  it('applies style.base inline and style.invalid to the bad input only', async () => {
    mountCard(
      {},
      {
        style: {
          base: { color: 'rgb(10, 20, 30)', fontSize: '18px', fontFamily: 'Georgia, serif' },
          invalid: { color: 'rgb(200, 0, 0)' },
        },
      },
    );
    const number = field('Card number');
    expect(number.style.color).toBe('rgb(10, 20, 30)');
    expect(number.style.fontSize).toBe('18px');
    expect(number.style.fontFamily).toBe('Georgia, serif');
    await userEvent.setup().type(number, '4242424242424241');
    expect(number.style.color).toBe('rgb(200, 0, 0)');
    expect(field('CVC').style.color).toBe('rgb(10, 20, 30)');
    expect(screen.getByText('Your card number is invalid.')).toHaveAttribute('aria-live', 'polite');
  });

  it('emits ready after mount, and focus/blur only when focus enters or leaves the whole field', async () => {
    const { card } = mountCard();
    const ready = vi.fn();
    const focus = vi.fn();
    const blur = vi.fn();
    const escape = vi.fn();
    card.on('ready', ready).on('focus', focus).on('blur', blur).on('escape', escape);
    await waitFor(() => expect(ready).toHaveBeenCalledWith({ elementType: 'card' }));

    const user = userEvent.setup();
    await user.click(field('Card number'));
    await user.tab();
    await user.tab();
    expect(field('CVC')).toHaveFocus();
    expect(focus).toHaveBeenCalledTimes(1);
    expect(blur).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(escape).toHaveBeenCalledWith({ elementType: 'card' });
    await user.tab();
    expect(blur).toHaveBeenCalledTimes(1);
  });

  it('keeps the caret where the person types while it reformats', async () => {
    mountCard();
    const user = userEvent.setup();
    const number = field('Card number');
    await user.type(number, '42424242');
    await user.type(number, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(number).toHaveValue('4294 2424 2');
    await user.keyboard('1');
    expect(number).toHaveValue('4291 4242 42');

    const expiry = field('Expiry (MM / YY)');
    await user.type(expiry, '4');
    expect(expiry).toHaveValue('04');
    await user.keyboard('30');
    expect(expiry).toHaveValue('04 / 30');
    await user.keyboard('{Backspace}{Backspace}');
    expect(expiry).toHaveValue('04');
  });

  it('supports once and off like Stripe', async () => {
    const { card } = mountCard();
    const once = vi.fn();
    const removed = vi.fn();
    card.once('change', once);
    card.on('change', removed);
    card.off('change', removed);
    await userEvent.setup().type(field('CVC'), '12');
    expect(once).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
  });

  it('focuses, clears, disables and keeps what was typed across unmount and mount', async () => {
    const { card, changes } = mountCard();
    card.focus();
    expect(field('Card number')).toHaveFocus();
    await typeCard('4242424242424242');

    card.unmount();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(container.className).toBe('');
    card.mount(container);
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');

    card.update({ disabled: true });
    expect(field('CVC')).toBeDisabled();
    card.update({ disabled: false });

    card.clear();
    expect(field('Card number')).toHaveValue('');
    expect(changes.at(-1)).toMatchObject({ empty: true, complete: false, brand: 'unknown', error: undefined });
  });

  it('is found with getElement, and destroy frees the slot for a new card', () => {
    const { elements, card } = mountCard();
    expect(elements.getElement('card')).toBe(card);
    expect(() => elements.create('card')).toThrow('Can only create one Element of type card.');
    card.destroy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(elements.getElement('card')).toBeNull();
    expect(() => card.mount(container)).toThrow(/destroyed/);
    const next = elements.create('card');
    expect(elements.getElement('card')).toBe(next);
  });

  it('refuses element types the sandbox does not offer', () => {
    const elements = createSandboxStripe().elements();
    expect(() => elements.create('payment')).toThrow(/only the 'card' element/);
    expect(elements.getElement('payment')).toBeNull();
  });

  it('speaks Japanese when asked, or when the page is Japanese and the locale is auto', () => {
    mountCard({ locale: 'ja' });
    expect(field('カード番号')).toBeInTheDocument();
    document.body.replaceChildren(container);
    container.replaceChildren();

    document.documentElement.lang = 'ja';
    mountCard();
    expect(field('セキュリティコード')).toBeInTheDocument();
  });

  it('takes label and message overrides per locale', async () => {
    const { stripe, card } = mountCard({
      labels: { en: { cvc: 'Security code' } },
      messages: { en: { card_declined: 'No.' } },
    });
    expect(field('Security code')).toBeInTheDocument();
    expect(field('Card number')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(field('Card number'), SANDBOX_TEST_CARDS.declined.number);
    await user.type(field('Expiry (MM / YY)'), '1230');
    await user.type(field('Security code'), '123');
    expect((await stripe.createPaymentMethod({ type: 'card', card })).error?.message).toBe('No.');
  });
});

describe('the provider calls', () => {
  async function completeCard(number: string = SANDBOX_TEST_CARDS.visa.number, cvc = '123') {
    const mounted = mountCard();
    await typeCard(number, '1230', cvc);
    return mounted;
  }

  it('is recognised as a Stripe object by @stripe/react-stripe-js', () => {
    const stripe: Stripe = createSandboxStripe();
    for (const method of ['elements', 'createToken', 'createPaymentMethod', 'confirmCardPayment'] as const) {
      expect(typeof stripe[method]).toBe('function');
    }
  });

  it('creates a payment method from its card element, as the site asks for one', async () => {
    const { stripe, card } = await completeCard(SANDBOX_TEST_CARDS.mastercard.number);
    const result = await stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: { name: 'Ada' },
      metadata: { plan: 7 },
    });
    expect(result.paymentMethod).toMatchObject({ billing_details: { name: 'Ada' }, metadata: { plan: '7' } });
    expect(parseSandboxPaymentMethodId(result.paymentMethod?.id ?? '')).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: 2030,
      scenario: 'ok',
    });
  });

  it('refuses other payment method types and anything but its own card element', async () => {
    const { stripe, elements } = await completeCard();
    const refused = [
      await stripe.createPaymentMethod({ type: 'ideal', ideal: { bank: 'abn_amro' } }),
      await stripe.createPaymentMethod({ elements }),
      await stripe.createPaymentMethod({ type: 'card', card: { token: 'tok_visa' } }),
    ];
    for (const result of refused) expect(result.error?.type).toBe('invalid_request_error');
  });

  it('answers the calls the site does not make with an invalid request error', async () => {
    const stripe = createSandboxStripe();
    expect((await stripe.confirmCardPayment('pi_1_secret_1')).error?.type).toBe('invalid_request_error');
    expect((await stripe.createToken('pii', { personal_id_number: '1' })).error?.type).toBe('invalid_request_error');
  });

  it('waits delayMs before answering', async () => {
    vi.useFakeTimers();
    try {
      const stripe = createSandboxStripe({ delayMs: 500 });
      const settled = vi.fn();
      void stripe.handleNextAction({ clientSecret: 'pi_1_secret_1' }).then(settled);
      await vi.advanceTimersByTimeAsync(499);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reveals every error of an untouched card when a payment method is requested', async () => {
    const { stripe, card, changes } = mountCard();
    const result = await stripe.createPaymentMethod({ type: 'card', card: card satisfies StripeCardElement });
    expect(result.error).toEqual({
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    });
    for (const name of ['Card number', 'Expiry (MM / YY)', 'CVC']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(changes.at(-1)).toMatchObject({ empty: true, complete: false, error: { code: 'incomplete_number' } });
  });
});
