/**
 * Picks the card provider: real Stripe.js when a publishable key is configured, the offline
 * sandbox otherwise. Both are imported on demand, so a page loads only the one it uses.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { SandboxCardLocaleOption } from './card-text';

export interface LoadCardProviderOptions {
  /** Stripe publishable key (`pk_test_…` / `pk_live_…`); empty or absent selects the sandbox. */
  publishableKey?: string | null;
  /** Language of the card field; passed to Stripe.js or to the sandbox. */
  locale?: SandboxCardLocaleOption;
}

export async function loadCardProvider({
  publishableKey,
  locale,
}: LoadCardProviderOptions = {}): Promise<Stripe | null> {
  const key = publishableKey?.trim();
  if (key) {
    const { loadStripe } = await import('@stripe/stripe-js');
    return loadStripe(key, locale ? { locale } : undefined);
  }
  const { createSandboxStripe } = await import('./sandbox-stripe');
  return createSandboxStripe(locale ? { locale } : {});
}
