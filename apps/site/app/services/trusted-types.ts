/**
 * The page's one Trusted Types policy (the content security policy requires them for scripts: security-headers.ts).
 * No string becomes HTML, a script or a script's address in this page, but Stripe.js's own script: its loader sets
 * a script element's `src`, which only the policy named `default` can allow, and only for Stripe's script host. The
 * token kept in local storage (docs/product.md §3) stays out of reach of any other script (docs/deploy.md).
 */
/** The policy's name: the default policy, which the browser applies to every sink (and the CSP allows alone). */
export const TRUSTED_TYPES_POLICY = 'default';

/** Stripe's script host (`https://js.stripe.com/v3`, its subdomains). */
const STRIPE_SCRIPTS = /^https:\/\/([a-z0-9-]+\.)*js\.stripe\.com$/;

/** The address of a script the page may load: Stripe's, as given; anything else is refused. */
export function allowedScriptUrl(address: string, page: string = location.href): string {
  const url = new URL(address, page);
  if (STRIPE_SCRIPTS.test(url.origin)) return address;
  throw new TypeError(`No script from ${url.origin}: the page loads none but Stripe's.`);
}

interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): unknown;
}

/** Creates the policy once, before any script could need it (a browser without Trusted Types has no such sink). */
export function installTrustedTypes(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: (input) => allowedScriptUrl(input) });
}
