import { isApiError, reportError } from '@holostream/api';
import type {
  PaymentMethodCreateParams,
  PaymentMethod as ProviderPaymentMethod,
  Stripe,
  StripeCardElement,
} from '@stripe/stripe-js';
import type { CheckoutBillingDetails } from './billing-details';

/** Why the card could not be saved (docs/product.md §8 Card), or the card that was saved. */
export type RegisterCardResult =
  | { ok: true; card: EnteredCard }
  | { ok: false; reason: 'card-element-missing' }
  /** The provider refused the card; `validation` errors are already shown by the card field itself. */
  | { ok: false; reason: 'provider'; message: string; validation: boolean }
  /** Our server did not save it: `error` says why (`failureDetail` words it for people). */
  | { ok: false; reason: 'register-failed'; error: unknown }
  | { ok: false; reason: 'unexpected' };

/** The card as the provider described it (checkout's step 2 summary, the billing tab's success message). */
export interface EnteredCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

function enteredCard(method: ProviderPaymentMethod): EnteredCard {
  return {
    brand: method.card?.brand ?? 'unknown',
    last4: method.card?.last4 ?? '',
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
  };
}

/**
 * The billing details sent to the provider with the card (docs/product.md §3): checkout sends all of them, the
 * billing tab's card dialog only the cardholder's name. Parts left out are not sent.
 */
export interface CardBillingDetails {
  name: string;
  email?: string;
  address?: Partial<CheckoutBillingDetails['address']>;
}

/** Drops the parts that were not given, so the provider receives only what the person entered. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as T;
}

/** The provider's `billing_details`. */
function providerBillingDetails({
  name,
  email,
  address,
}: CardBillingDetails): PaymentMethodCreateParams.BillingDetails {
  return withoutUndefined({
    name,
    email,
    address: address
      ? withoutUndefined({
          line1: address.line1,
          city: address.city,
          state: address.state,
          postal_code: address.postal_code,
          country: address.country,
        })
      : undefined,
  });
}

export interface RegisterCardInput {
  stripe: Pick<Stripe, 'createPaymentMethod'> | null;
  card: StripeCardElement | null;
  details: CardBillingDetails;
  /** POST /v1/billing/payment/method with the provider's id. */
  save: (paymentMethodId: string) => Promise<unknown>;
}

/**
 * Saving a card (checkout's step 1, the billing tab's card dialog): the payment method is created at
 * the provider with the billing details, then saved on our server. Never throws: every failure becomes one of docs/product.md §8's card messages.
 */
export async function registerCard({ stripe, card, details, save }: RegisterCardInput): Promise<RegisterCardResult> {
  if (!stripe || !card) return { ok: false, reason: 'card-element-missing' };
  try {
    const result = await stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: providerBillingDetails(details),
    });
    if (result.error) {
      return {
        ok: false,
        reason: 'provider',
        message: result.error.message ?? '',
        validation: result.error.type === 'validation_error',
      };
    }
    try {
      await save(result.paymentMethod.id);
    } catch (error) {
      // The client reported it already.
      if (isApiError(error)) return { ok: false, reason: 'register-failed', error };
      throw error;
    }
    return { ok: true, card: enteredCard(result.paymentMethod) };
  } catch (error) {
    reportError({ operation: 'card: create and save the payment method', message: String(error), error });
    return { ok: false, reason: 'unexpected' };
  }
}
