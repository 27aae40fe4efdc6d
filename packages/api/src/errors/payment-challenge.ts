import { isApiError } from './api-error';

/**
 * The payment intent's client secret a 402 answer may carry (openapi.yaml `PaymentRequiredBody`, an
 * extension of the product's contract): with it the page runs the extra step itself. Null for any other
 * failure, or a 402 without one (the product's 'extra step required' modal).
 */
export function paymentChallengeSecret(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 402) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return null;
  const secret = (body as Record<string, unknown>).clientSecret;
  return typeof secret === 'string' && secret.trim() !== '' ? secret : null;
}
