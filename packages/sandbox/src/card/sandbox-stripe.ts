/**
 * `createSandboxStripe()`: a stand-in for the Stripe object of Stripe.js that works offline with
 * Stripe's published test cards. It implements what the site uses: `elements()`, the card element,
 * `createPaymentMethod({ type: 'card', card })` and `handleNextAction`.
 * A development and test tool: it never talks to Stripe and never charges anything.
 */
import type {
  CreatePaymentMethodData,
  PaymentIntent,
  PaymentMethodResult,
  Stripe,
  StripeError,
} from '@stripe/stripe-js';
import { SandboxCardElement } from './card-element';
import {
  DEFAULT_LABELS,
  DEFAULT_MESSAGES,
  type SandboxCardLabels,
  type SandboxCardLocaleOption,
  type SandboxCardMessages,
  type SandboxCardTextOverrides,
} from './card-text';
import { outcomeForCardNumber, type SandboxPaymentMethodInfo } from './payment-method-id';
import { type ElementsHost, SandboxElements, type SandboxElementsOptions } from './sandbox-elements';
import { buildPaymentIntent, buildPaymentMethod, invalidRequest } from './stripe-objects';

export interface SandboxStripeOptions {
  /** Language of labels and messages; `auto` (default) follows `<html lang>`, then the browser. */
  locale?: SandboxCardLocaleOption;
  /** Field labels per locale, e.g. `{ ja: { cvc: 'CVC' } }`; the rest keep their defaults. */
  labels?: SandboxCardTextOverrides<SandboxCardLabels>;
  /** Validation and decline messages per locale; the rest keep Stripe's wording. */
  messages?: SandboxCardTextOverrides<SandboxCardMessages>;
  /** Milliseconds each provider call waits, to show loading states (default 0). */
  delayMs?: number;
  /** The clock that decides whether an expiry is in the past (default: the real one). */
  now?: () => Date;
}

/** The part of Stripe's interface the sandbox implements, with Stripe's own types. */
interface SandboxStripe extends Pick<Stripe, 'handleNextAction'> {
  elements(options?: SandboxElementsOptions): SandboxElements;
  createPaymentMethod(params: CreatePaymentMethodData): Promise<PaymentMethodResult>;
  /** Not used by the site; there because `@stripe/react-stripe-js` checks that they are functions. */
  confirmCardPayment(): Promise<{ error: StripeError }>;
  createToken(): Promise<{ error: StripeError }>;
}

export function createSandboxStripe(options: SandboxStripeOptions = {}): Stripe {
  const localeOption = options.locale ?? 'auto';
  const now = options.now ?? (() => new Date());
  const delayMs = options.delayMs ?? 0;
  const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, delayMs));

  const host: ElementsHost = {
    locale: localeOption,
    labels: (locale) => ({ ...DEFAULT_LABELS[locale], ...options.labels?.[locale] }),
    messages: (locale) => ({ ...DEFAULT_MESSAGES[locale], ...options.messages?.[locale] }),
    now,
  };

  /** Validates the element's card and applies the test card's outcome (decline or scenario). */
  const readCard = (element: SandboxCardElement): { info: SandboxPaymentMethodInfo } | { error: StripeError } => {
    const submission = element.validateForSubmit();
    if (!submission.ok) return { error: submission.error };
    const { card } = submission;
    const outcome = outcomeForCardNumber(card.number);
    if (outcome === 'declined') {
      return {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: element.message('card_declined'),
        },
      };
    }
    return {
      info: {
        brand: card.brand,
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        scenario: outcome,
      },
    };
  };

  /** A card payment method from the sandbox's card element (`{ type: 'card', card, billing_details }`). */
  const createPaymentMethod = async (params: CreatePaymentMethodData): Promise<PaymentMethodResult> => {
    await pause();
    if (params.type !== 'card' || !('card' in params) || !(params.card instanceof SandboxCardElement)) {
      return { error: invalidRequest('The sandbox creates card payment methods from its card element only.') };
    }
    const read = readCard(params.card);
    if ('error' in read) return { error: read.error };
    return {
      paymentMethod: buildPaymentMethod(read.info, {
        now: now(),
        billingDetails: params.billing_details,
        metadata: params.metadata,
      }),
    };
  };

  const notInSandbox = (name: string) => async () => ({
    error: invalidRequest(`The sandbox card provider has no ${name}; the site uses createPaymentMethod.`),
  });

  /**
   * The in-page extra step (3-D Secure) of a payment intent the server left waiting. Offline there is no
   * bank page: a client secret ending in `_secret_fail` fails authentication, any other passes.
   */
  const handleNextAction = async (options: { clientSecret: string } | { hashedValue: string }) => {
    await pause();
    if (!('clientSecret' in options)) {
      return { error: invalidRequest('The sandbox handles payment intents by their client secret only.') };
    }
    const { clientSecret } = options;
    if (clientSecret.endsWith('_secret_fail')) {
      const failure: PaymentIntent.LastPaymentError = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      return {
        error: {
          ...failure,
          payment_intent: buildPaymentIntent(clientSecret, '', 'requires_payment_method', now(), failure),
        },
      };
    }
    return { paymentIntent: buildPaymentIntent(clientSecret, '', 'succeeded', now()) };
  };

  const sandbox: SandboxStripe = {
    elements: (elementsOptions) => new SandboxElements(host, elementsOptions),
    createPaymentMethod,
    confirmCardPayment: notInSandbox('confirmCardPayment'),
    createToken: notInSandbox('createToken'),
    handleNextAction,
  };
  return asStripe(sandbox);
}

/**
 * The one bridge from the sandbox to Stripe's type. Everything `SandboxStripe` declares is checked
 * against Stripe's own signatures; what it leaves out (Payment Element, wallets, other payment
 * methods, checkout sessions, …) does not exist on the object, and calling it throws a TypeError.
 */
function asStripe(sandbox: SandboxStripe): Stripe {
  return sandbox as unknown as Stripe;
}
