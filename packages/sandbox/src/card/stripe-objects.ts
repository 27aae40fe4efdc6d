/**
 * Builders of the Stripe API objects the sandbox returns (payment method, payment intent),
 * complete to Stripe's types so callers can read any field they would read from real Stripe.
 */
import type {
  Metadata,
  MetadataParam,
  PaymentIntent,
  PaymentMethod,
  PaymentMethodCreateParams,
  StripeError,
} from '@stripe/stripe-js';
import { encodeSandboxPaymentMethodId, randomSuffix, type SandboxPaymentMethodInfo } from './payment-method-id';

const nowSeconds = (now: Date): number => Math.floor(now.getTime() / 1000);

function toMetadata(metadata: MetadataParam | undefined): Metadata {
  const result: Metadata = {};
  for (const [key, value] of Object.entries(metadata ?? {})) {
    if (value !== null) result[key] = String(value);
  }
  return result;
}

function toBillingDetails(billing: PaymentMethodCreateParams.BillingDetails | undefined): PaymentMethod.BillingDetails {
  const address = billing?.address;
  return {
    name: billing?.name ?? null,
    email: billing?.email ?? null,
    phone: billing?.phone ?? null,
    address: address
      ? {
          line1: address.line1 ?? null,
          line2: address.line2 ?? null,
          city: address.city ?? null,
          state: address.state ?? null,
          postal_code: address.postal_code ?? null,
          country: address.country ?? null,
        }
      : null,
  };
}

export function buildPaymentMethod(
  info: SandboxPaymentMethodInfo,
  options: {
    now: Date;
    billingDetails?: PaymentMethodCreateParams.BillingDetails;
    metadata?: MetadataParam;
  },
): PaymentMethod {
  return {
    id: encodeSandboxPaymentMethodId(info),
    object: 'payment_method',
    type: 'card',
    allow_redisplay: 'unspecified',
    billing_details: toBillingDetails(options.billingDetails),
    card: {
      brand: info.brand,
      display_brand: info.brand,
      last4: info.last4,
      exp_month: info.expMonth,
      exp_year: info.expYear,
      country: 'US',
      funding: 'credit',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      networks: { preferred: null, available: [info.brand] },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(options.now),
    customer: null,
    livemode: false,
    metadata: toMetadata(options.metadata),
  };
}

/** `pi_x` out of a `pi_x_secret_y` client secret; a fresh sandbox id otherwise. */
function paymentIntentId(clientSecret: string): string {
  const match = /^(pi_[A-Za-z0-9_]+?)_secret_/.exec(clientSecret);
  return match?.[1] ?? `pi_sandbox_${randomSuffix()}`;
}

export function buildPaymentIntent(
  clientSecret: string,
  paymentMethodId: string,
  status: PaymentIntent.Status,
  now: Date,
  lastPaymentError: PaymentIntent.LastPaymentError | null = null,
): PaymentIntent {
  return {
    id: paymentIntentId(clientSecret),
    object: 'payment_intent',
    amount: 0,
    currency: 'usd',
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: clientSecret,
    confirmation_method: 'automatic',
    created: nowSeconds(now),
    description: null,
    last_payment_error: lastPaymentError,
    livemode: false,
    next_action: null,
    payment_method: paymentMethodId,
    payment_method_types: ['card'],
    receipt_email: null,
    setup_future_usage: null,
    shipping: null,
    status,
  };
}

export function invalidRequest(message: string, code = 'parameter_invalid_empty'): StripeError {
  return { type: 'invalid_request_error', code, message };
}
