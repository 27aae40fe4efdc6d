import { Elements } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { createContext, use, useState, type ReactNode } from 'react';
import { toSupportedLanguage } from '../shared/i18n/create-i18n';
import { useCardLoader } from './card-loader';

const ProviderPromise = createContext<Promise<Stripe | null> | null>(null);

/**
 * The card provider of the nearest `<CardProvider>`, once it has loaded (`useStripe()` is null until
 * then): for a call that may come before the page has finished loading it (a 402's extra step).
 */
export function useLoadedCardProvider(): () => Promise<Stripe | null> {
  const provider = use(ProviderPromise);
  return () => provider ?? Promise.resolve(null);
}

export interface CardProviderProps {
  /** Stripe publishable key (`pk_live_…`/`pk_test_…`), handed to the card loader. */
  publishableKey?: string;
  /** The site's language (`en`, `ja`, or any code starting with `ja`); the card field follows it live. */
  language: string;
  children: ReactNode;
}

/**
 * Loads the card provider once (the `CardLoaderProvider`'s choice: real Stripe.js by default) and gives its
 * `<Elements>` group to the children. Import it only from routes that take card details, so Stripe
 * never loads with the public pages.
 */
export function CardProvider({ publishableKey, language, children }: CardProviderProps) {
  const locale: StripeElementLocale = toSupportedLanguage(language);
  // Elements must keep the same provider for its whole life: load it once per mount.
  const loader = useCardLoader();
  const [provider] = useState<Promise<Stripe | null>>(() =>
    loader.load(publishableKey === undefined ? { locale } : { publishableKey, locale }),
  );
  return (
    <ProviderPromise value={provider}>
      <Elements stripe={provider} options={{ locale }}>
        {children}
      </Elements>
    </ProviderPromise>
  );
}
