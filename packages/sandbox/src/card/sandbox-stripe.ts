/**
 * `createSandboxStripe()`: a stand-in for the Stripe object of Stripe.js that works offline with
 * Stripe's published test cards. It implements what `@stripe/react-stripe-js` and a card checkout
 * use (`elements()`, the card element, `createPaymentMethod`, `confirmCardPayment`, `createToken`).
 * A development and test tool: it never talks to Stripe and never charges anything.
 */
import type {
  ConfirmCardPaymentData,
  CreatePaymentMethodData,
  CreatePaymentMethodFromElement,
  CreatePaymentMethodFromElements,
  MetadataParam,
  PaymentIntent,
  PaymentIntentResult,
  PaymentMethodCreateParams,
  PaymentMethodResult,
  Stripe,
  StripeError,
  TokenResult,
} from '@stripe/stripe-js';
import { SandboxCardElement } from './card-element';
import {
  DEFAULT_LABELS,
  DEFAULT_MESSAGES,
  resolveLocale,
  type SandboxCardLabels,
  type SandboxCardLocale,
  type SandboxCardLocaleOption,
  type SandboxCardMessages,
  type SandboxCardTextOverrides,
} from './card-text';
import {
  outcomeForCardNumber,
  parseSandboxCardBody,
  parseSandboxPaymentMethodId,
  type SandboxPaymentMethodInfo,
} from './payment-method-id';
import { type ElementsHost, SandboxElements, type SandboxElementsOptions } from './sandbox-elements';
import { buildPaymentIntent, buildPaymentMethod, buildToken, invalidRequest, tokenCardDetails } from './stripe-objects';

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

type CreatePaymentMethodParams =
  CreatePaymentMethodData | CreatePaymentMethodFromElements | CreatePaymentMethodFromElement;

/** The part of Stripe's interface the sandbox implements, with Stripe's own signatures. */
interface SandboxStripe extends Pick<
  Stripe,
  'createPaymentMethod' | 'confirmCardPayment' | 'createToken' | 'handleNextAction'
> {
  elements(options?: SandboxElementsOptions): SandboxElements;
}

interface CardRequest {
  billingDetails?: PaymentMethodCreateParams.BillingDetails;
  metadata?: MetadataParam;
}

type CardSource =
  | (CardRequest & { element: SandboxCardElement })
  | (CardRequest & { info: SandboxPaymentMethodInfo })
  | { error: StripeError };

type CardRead = { info: SandboxPaymentMethodInfo } | { error: StripeError };

const sandboxes = new WeakSet<object>();

/** Whether a Stripe object is the sandbox (e.g. to show the test cards next to the field). */
export function isSandboxStripe(stripe: unknown): boolean {
  return typeof stripe === 'object' && stripe !== null && sandboxes.has(stripe);
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
  const message = (
    code: keyof SandboxCardMessages,
    locale: SandboxCardLocale = resolveLocale(undefined, localeOption),
  ) => host.messages(locale)[code];

  /** Validates the element's card and applies the test card's outcome (decline or scenario). */
  const readCard = (element: SandboxCardElement): CardRead => {
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

  const fromElement = (element: unknown, request: CardRequest): CardSource =>
    element instanceof SandboxCardElement
      ? { ...request, element }
      : {
          error: invalidRequest('No sandbox card element was given to the sandbox card provider.', 'parameter_missing'),
        };

  const cardSource = (params: CreatePaymentMethodParams): CardSource => {
    if ('elements' in params) {
      return fromElement(params.elements.getElement('card'), {
        billingDetails: params.params?.billing_details,
        metadata: params.metadata,
      });
    }
    if ('element' in params) {
      return fromElement(params.element, { billingDetails: params.params?.billing_details, metadata: params.metadata });
    }
    if (params.type !== 'card' || !('card' in params)) {
      return {
        error: invalidRequest('The sandbox card provider creates only card payment methods.', 'parameter_invalid'),
      };
    }
    const request = { billingDetails: params.billing_details, metadata: params.metadata };
    const { card } = params;
    if ('token' in card) {
      const info = card.token.startsWith('tok_sandbox_') ? parseSandboxCardBody(card.token.slice(12)) : null;
      return info
        ? { ...request, info }
        : { error: invalidRequest(`No such token: '${card.token}'`, 'resource_missing') };
    }
    return fromElement(card, request);
  };

  const createPaymentMethodNow = (params: CreatePaymentMethodParams): PaymentMethodResult => {
    const source = cardSource(params);
    if ('error' in source) return { error: source.error };
    const read: CardRead = 'element' in source ? readCard(source.element) : { info: source.info };
    if ('error' in read) return { error: read.error };
    return {
      paymentMethod: buildPaymentMethod(read.info, {
        now: now(),
        billingDetails: source.billingDetails,
        metadata: source.metadata,
      }),
    };
  };

  const createPaymentMethod = async (params: CreatePaymentMethodParams): Promise<PaymentMethodResult> => {
    await pause();
    return createPaymentMethodNow(params);
  };

  /** No 3-D Secure offline: an `action` card fails with `authentication_required`. */
  const confirmCardPayment = async (
    clientSecret: string,
    data?: ConfirmCardPaymentData,
  ): Promise<PaymentIntentResult> => {
    await pause();
    const requested = data?.payment_method;
    if (!requested) {
      return { error: invalidRequest('The sandbox needs data.payment_method to confirm a card payment.') };
    }
    let paymentMethodId: string;
    let locale: SandboxCardLocale | undefined;
    if (typeof requested === 'string') {
      paymentMethodId = requested;
    } else {
      const created = createPaymentMethodNow({ type: 'card', ...requested });
      if (created.error) return { error: created.error };
      paymentMethodId = created.paymentMethod.id;
      if (requested.card instanceof SandboxCardElement) locale = requested.card.locale;
    }
    const info = parseSandboxPaymentMethodId(paymentMethodId);
    if (!info) return { error: invalidRequest(`No such PaymentMethod: '${paymentMethodId}'`, 'resource_missing') };
    if (info.scenario === 'action') {
      const failure: PaymentIntent.LastPaymentError = {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: message('authentication_required', locale),
      };
      return {
        error: {
          ...failure,
          payment_intent: buildPaymentIntent(clientSecret, paymentMethodId, 'requires_payment_method', now(), failure),
        },
      };
    }
    return { paymentIntent: buildPaymentIntent(clientSecret, paymentMethodId, 'succeeded', now()) };
  };

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

  const createToken = async (tokenType: unknown, data?: unknown): Promise<TokenResult> => {
    await pause();
    if (!(tokenType instanceof SandboxCardElement)) {
      return {
        error: invalidRequest('The sandbox card provider only tokenises its card element.', 'parameter_invalid'),
      };
    }
    const read = readCard(tokenType);
    if ('error' in read) return { error: read.error };
    return { token: buildToken(read.info, tokenCardDetails(data), now()) };
  };

  const sandbox: SandboxStripe = {
    elements: (elementsOptions) => new SandboxElements(host, elementsOptions),
    createPaymentMethod,
    confirmCardPayment,
    handleNextAction,
    createToken,
  };
  sandboxes.add(sandbox);
  return asStripe(sandbox);
}

/**
 * The one bridge from the sandbox to Stripe's type. Everything `SandboxStripe` declares is checked
 * against Stripe's own signatures; what it leaves out (Payment Element, wallets, other payment
 * methods, checkout sessions, …) does not exist on the object, and calling it throws a TypeError.
 * `@stripe/react-stripe-js` only requires `elements`, `createToken`, `createPaymentMethod` and
 * `confirmCardPayment` to be functions.
 */
function asStripe(sandbox: SandboxStripe): Stripe {
  return sandbox as unknown as Stripe;
}
