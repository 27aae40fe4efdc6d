// @vitest-environment jsdom -- the card element is DOM.
/**
 * The sandbox used directly through Stripe's interface, without React: the element's DOM, options and lifecycle,
 * and the provider calls.
 */
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSandboxPaymentMethodId } from './payment-method-id';
import { createSandboxStripe } from './sandbox-stripe';

const nextYear = (new Date().getFullYear() + 1) % 100;

let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  document.body.replaceChildren();
});

function mountCard(elementOptions = {}, locale?: string) {
  const stripe = createSandboxStripe(locale);
  const elements = stripe.elements();
  const card = elements.create('card', elementOptions);
  card.mount(container);
  const changes: StripeCardElementChangeEvent[] = [];
  card.on('change', (event) => changes.push(event));
  return { stripe, elements, card, changes };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function typeCard(number: string) {
  const user = userEvent.setup();
  await user.type(field('Card number'), number);
  await user.type(field('Expiry (MM / YY)'), `12${nextYear}`);
  await user.type(field('CVC'), '123');
}

describe('the card element', () => {
  it('applies style.base inline and style.invalid to the bad input only', async () => {
    mountCard({
      style: {
        base: { color: 'rgb(10, 20, 30)', fontSize: '18px', fontFamily: 'Georgia, serif' },
        invalid: { color: 'rgb(200, 0, 0)' },
      },
    });
    const number = field('Card number');
    expect(number.style.color).toBe('rgb(10, 20, 30)');
    expect(number.style.fontSize).toBe('18px');
    expect(number.style.fontFamily).toBe('Georgia, serif');
    await userEvent.setup().type(number, '4242424242424241');
    expect(number.style.color).toBe('rgb(200, 0, 0)');
    expect(field('CVC').style.color).toBe('rgb(10, 20, 30)');
    expect(screen.getByText('Your card number is invalid.')).toHaveAttribute('aria-live', 'polite');
  });

  it('emits ready after mount, and stops calling a listener taken off', async () => {
    const { card } = mountCard();
    const ready = vi.fn();
    const removed = vi.fn();
    card.on('ready', ready);
    await waitFor(() => expect(ready).toHaveBeenCalledWith({ elementType: 'card' }));
    card.on('change', removed);
    card.off('change', removed);
    await userEvent.setup().type(field('CVC'), '12');
    expect(removed).not.toHaveBeenCalled();
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

  it('focuses its number and is disabled while the host says so', () => {
    const { card } = mountCard();
    card.focus();
    expect(field('Card number')).toHaveFocus();
    card.update({ disabled: true });
    expect(field('CVC')).toBeDisabled();
    card.update({ disabled: false });
    expect(field('CVC')).toBeEnabled();
  });

  it('leaves its nodes in place when a field is left unchanged, so a focus trap around it lets Tab through', async () => {
    mountCard();
    const removed: Node[] = [];
    new MutationObserver((records) => removed.push(...records.flatMap((record) => [...record.removedNodes]))).observe(
      container,
      { childList: true, subtree: true },
    );
    const user = userEvent.setup();
    await user.click(field('Card number'));
    await user.tab();
    await user.tab();
    await waitFor(() => expect(field('CVC')).toHaveFocus());
    expect(removed).toEqual([]);
  });

  it('is found with getElement until it is destroyed', () => {
    const { elements, card } = mountCard();
    expect(elements.getElement('card')).toBe(card);
    card.destroy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(elements.getElement('card')).toBeNull();
    const next = elements.create('card');
    expect(elements.getElement('card')).toBe(next);
  });

  it('refuses element types the sandbox does not offer', () => {
    const elements = createSandboxStripe().elements();
    expect(() => elements.create('payment')).toThrow(/only the 'card' element/);
    expect(elements.getElement('payment')).toBeNull();
  });

  it('speaks Japanese when the provider is asked for it', () => {
    mountCard({}, 'ja');
    expect(field('カード番号')).toBeInTheDocument();
    expect(field('セキュリティコード')).toBeInTheDocument();
  });
});

describe('the provider calls', () => {
  it('is recognised as a Stripe object by @stripe/react-stripe-js', () => {
    const stripe: Stripe = createSandboxStripe();
    for (const method of ['elements', 'createToken', 'createPaymentMethod', 'confirmCardPayment'] as const) {
      expect(typeof stripe[method]).toBe('function');
    }
  });

  it('creates a payment method from its card element, as the site asks for one', async () => {
    const { stripe, card } = mountCard();
    await typeCard('5555555555554444');
    const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: 'Ada' } });
    expect(result.paymentMethod).toMatchObject({ billing_details: { name: 'Ada' } });
    expect(parseSandboxPaymentMethodId(result.paymentMethod?.id ?? '')).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: 2000 + nextYear,
      scenario: 'ok',
    });
  });

  it('refuses other payment method types and anything but its own card element', async () => {
    const { stripe, elements } = mountCard();
    await typeCard('4242424242424242');
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

  it('passes the extra step of a payment the server left waiting', async () => {
    const stripe = createSandboxStripe();
    const result = await stripe.handleNextAction({ clientSecret: 'pi_sandbox_1_secret_challenge' });
    expect(result.paymentIntent?.status).toBe('succeeded');
  });

  it('reveals every error of an untouched card when a payment method is requested', async () => {
    const { stripe, card, changes } = mountCard();
    const result = await stripe.createPaymentMethod({ type: 'card', card });
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
