import { isApiError, type CheckoutBillingDetails } from '@holostream/api';
import type { PaymentMethod as ProviderPaymentMethod, Stripe, StripeCardElement } from '@stripe/stripe-js';

/** Why step 1 could not save the card (spec §8 Card), or the card that was saved. */
export type RegisterCardResult =
  | { ok: true; card: EnteredCard }
  | { ok: false; reason: 'card-element-missing' }
  /** The provider refused the card; `validation` errors are already shown by the card field itself. */
  | { ok: false; reason: 'provider'; message: string; validation: boolean }
  | { ok: false; reason: 'register-failed'; message?: string }
  | { ok: false; reason: 'unexpected' };

/** The card as the provider described it, for the summary of step 2. */
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

export interface RegisterCardInput {
  stripe: Pick<Stripe, 'createPaymentMethod'> | null;
  card: StripeCardElement | null;
  details: CheckoutBillingDetails;
  /** POST /v1/billing/payment/method with the provider's id. */
  save: (paymentMethodId: string) => Promise<unknown>;
}

/**
 * Step 1's submit: the payment method is created at the provider with the billing details, then
 * saved on our server. Never throws: every failure becomes one of spec §8's card messages.
 */
export async function registerCard({ stripe, card, details, save }: RegisterCardInput): Promise<RegisterCardResult> {
  if (!stripe || !card) return { ok: false, reason: 'card-element-missing' };
  try {
    const result = await stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: {
        name: details.name,
        email: details.email,
        address: {
          line1: details.address.line1,
          city: details.address.city,
          state: details.address.state,
          postal_code: details.address.postal_code,
          country: details.address.country,
        },
      },
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
      if (isApiError(error) && error.kind === 'http')
        return { ok: false, reason: 'register-failed', message: error.message };
      return { ok: false, reason: 'unexpected' };
    }
    return { ok: true, card: enteredCard(result.paymentMethod) };
  } catch {
    return { ok: false, reason: 'unexpected' };
  }
}
