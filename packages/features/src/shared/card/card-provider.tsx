import { loadCardProvider } from '@holostream/api/sandbox/card';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { useState, type ReactNode } from 'react';
import { toSupportedLanguage } from '../i18n/create-i18n';

export interface CardProviderProps {
  /** Stripe publishable key; absent or blank selects the offline sandbox provider. */
  publishableKey?: string;
  /** The site's language (`en`, `ja`, or any code starting with `ja`); the card field follows it live. */
  language: string;
  children: ReactNode;
}

/**
 * Loads the card provider once (real Stripe.js with a key, the sandbox without) and gives its
 * `<Elements>` group to the children. Import it only from routes that take card details, so Stripe
 * never loads with the public pages.
 */
export function CardProvider({ publishableKey, language, children }: CardProviderProps) {
  const locale: StripeElementLocale = toSupportedLanguage(language);
  // Elements must keep the same provider for its whole life: load it once per mount.
  const [provider] = useState<Promise<Stripe | null>>(() => loadCardProvider({ publishableKey, locale }));
  return (
    <Elements stripe={provider} options={{ locale }}>
      {children}
    </Elements>
  );
}
