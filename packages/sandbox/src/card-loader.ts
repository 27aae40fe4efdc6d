/**
 * The sandbox card provider as a card loader for `<CardLoaderProvider>` (@holostream/features): the
 * offline stand-in for Stripe.js, loaded on demand, whose field shows its own errors. For the demo
 * build, Storybook and tests; a production build never imports it.
 */
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';

export const sandboxCardLoader = {
  showsOwnErrors: true,
  async load({ locale }: { publishableKey?: string; locale: StripeElementLocale }): Promise<Stripe | null> {
    const { createSandboxStripe } = await import('./card/sandbox-stripe');
    return createSandboxStripe(locale);
  },
};
