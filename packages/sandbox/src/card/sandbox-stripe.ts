/**
 * `createSandboxStripe()`: a stand-in for the Stripe object of Stripe.js that works offline with Stripe's published
 * test cards. It implements what the site uses: `elements()` with the card element, `createPaymentMethod({ type:
 * 'card', card })` and `handleNextAction`. A development and test tool: it never talks to Stripe and charges nothing.
 */
import type { CreatePaymentMethodData, Stripe, StripeCardElementOptions, StripeError } from '@stripe/stripe-js';
import { SandboxCardElement, type SandboxCardLocale } from './card-element';
import { detectBrand } from './card-rules';
import { encodeSandboxPaymentMethodId, outcomeForCardNumber } from './payment-method-id';

const invalidRequest = (message: string): StripeError => ({ type: 'invalid_request_error', message });

/** Stripe answers over the network: never in the same task as the call. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** `locale`: the card field's language when `<Elements options>` names none (any code starting with `ja` is Japanese). */
export function createSandboxStripe(locale = 'en'): Stripe {
  const languageOf = (code = locale): SandboxCardLocale => (code.startsWith('ja') ? 'ja' : 'en');

  /** The Elements group: its one card element, found again by `getElement`, and its language, updated live. */
  const elements = (options: { locale?: string } = {}) => {
    let language = languageOf(options.locale);
    let card: SandboxCardElement | null = null;
    return {
      create(type: string, cardOptions?: StripeCardElementOptions): SandboxCardElement {
        if (type !== 'card')
          throw new Error(`The sandbox card provider offers only the 'card' element, not '${type}'.`);
        card = new SandboxCardElement(
          () => language,
          cardOptions,
          (destroyed) => {
            if (card === destroyed) card = null;
          },
        );
        return card;
      },
      /** By type name or, as Stripe.js does for `@stripe/react-stripe-js`, by `<CardElement>` (its `__elementType`). */
      getElement(type: string | { __elementType?: string }): SandboxCardElement | null {
        return (typeof type === 'string' ? type : type.__elementType) === 'card' ? card : null;
      },
      async update(next: { locale?: string }): Promise<void> {
        if (!('locale' in next)) return;
        language = languageOf(next.locale);
        card?.refresh();
      },
    };
  };

  const createPaymentMethod = async (params: CreatePaymentMethodData) => {
    await nextTask();
    if (params.type !== 'card' || !('card' in params) || !(params.card instanceof SandboxCardElement)) {
      return { error: invalidRequest('The sandbox creates card payment methods from its card element only.') };
    }
    const sent = params.card.send();
    if ('error' in sent) return sent;
    const { number, expiry } = sent.card;
    const outcome = outcomeForCardNumber(number);
    if (outcome === 'declined') {
      const message = params.card.message('card_declined');
      return { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message } };
    }
    const card = {
      brand: detectBrand(number),
      last4: number.slice(-4),
      exp_month: Number(expiry.slice(0, 2)),
      exp_year: 2000 + Number(expiry.slice(2)),
    };
    const id = encodeSandboxPaymentMethodId({
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      scenario: outcome,
    });
    return {
      paymentMethod: { id, object: 'payment_method', type: 'card', card, billing_details: params.billing_details },
    };
  };

  const notInSandbox = async () => ({
    error: invalidRequest('The sandbox card provider only creates payment methods.'),
  });

  const sandbox = {
    elements,
    createPaymentMethod,
    /** Offline there is no bank page: the extra step (3-D Secure) of a payment the server left waiting passes. */
    handleNextAction: async () => {
      await nextTask();
      return { paymentIntent: { object: 'payment_intent', status: 'succeeded' } };
    },
    // Not used by the site; there because `@stripe/react-stripe-js` checks that they are functions.
    confirmCardPayment: notInSandbox,
    createToken: notInSandbox,
  };
  // The one bridge to Stripe's type: the objects it answers hold what the site reads (a payment method's id and
  // card, a payment intent's status), and whatever else of Stripe.js the site might call is absent (a TypeError).
  return sandbox as unknown as Stripe;
}
