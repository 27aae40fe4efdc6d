import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { createContext, use, type ReactNode } from 'react';

/** Loads the card provider behind `<CardProvider>`: Stripe.js, or a stand-in with the same interface. */
export interface CardLoader {
  /** The provider for a publishable key and the field's language. */
  load(options: { publishableKey?: string; locale: StripeElementLocale }): Promise<Stripe | null>;
  /** The field shows its own error next to the input (the sandbox's does), so the form does not repeat it. */
  showsOwnErrors?: boolean;
}

/** Real Stripe.js, loaded on demand with the publishable key. */
export const stripeCardLoader: CardLoader = {
  async load({ publishableKey, locale }) {
    const { loadStripe } = await import('@stripe/stripe-js');
    return loadStripe(publishableKey?.trim() ?? '', { locale });
  },
};

const CardLoaderContext = createContext<CardLoader>(stripeCardLoader);

/**
 * Chooses the card provider for everything below. Without it, real Stripe.js loads. The demo build,
 * Storybook and tests put the sandbox's loader here, in their composition root; nothing published
 * imports the sandbox.
 */
export function CardLoaderProvider({ loader, children }: { loader: CardLoader; children: ReactNode }) {
  return <CardLoaderContext value={loader}>{children}</CardLoaderContext>;
}

/** The card loader of the nearest `CardLoaderProvider` (real Stripe.js without one). */
export function useCardLoader(): CardLoader {
  return use(CardLoaderContext);
}
