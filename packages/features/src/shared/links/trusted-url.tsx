import { reportError } from '@holostream/api';
import { createContext, use, type ReactNode } from 'react';
import { followableUrl } from './followable-url';

/** Stripe's hosted invoice and payment pages: where the server's invoice and payment links lead. */
export const STRIPE_LINK_HOSTS: readonly string[] = ['invoice.stripe.com', 'pay.stripe.com'];

const TrustedHostsContext = createContext<readonly string[]>(STRIPE_LINK_HOSTS);

/** The hosts the app lets the screens send a person to (Stripe's pages, its download service). */
export function TrustedHostsProvider({ hosts, children }: { hosts: readonly string[]; children: ReactNode }) {
  return <TrustedHostsContext value={hosts}>{children}</TrustedHostsContext>;
}

/** The hosts of the nearest `TrustedHostsProvider`, else Stripe's invoice and payment pages. */
export function useTrustedHosts(): readonly string[] {
  return use(TrustedHostsContext);
}

const reported = new Set<string>();

/**
 * An address the server gave (an invoice, a payment, a download), when the page may follow it: a web address
 * (`followableUrl`) on one of `hosts` or on the page's own. Any other is not followed, and reported once (its host
 * only: the address may hold a token).
 */
export function trustedUrl(
  address: string | null,
  hosts: readonly string[],
  page: string = globalThis.location?.href ?? '',
): URL | null {
  const url = followableUrl(address, page);
  if (url === null) return null;
  const own = page === '' ? '' : new URL(page).host;
  if (url.host === own || hosts.includes(url.host)) return url;
  if (!reported.has(url.host)) {
    reported.add(url.host);
    reportError({
      operation: 'untrusted link',
      message: `A link to ${url.host}, a host the site does not list, was not shown`,
    });
  }
  return null;
}
