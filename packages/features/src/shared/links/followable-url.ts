/**
 * Whether the page may follow an address the server gave (an invoice, a download): only `https:` on an https:
 * page (production). A page served over plain http: (the demo and tests on localhost) has no transport security
 * to lose, so it follows http: too. A `javascript:` or `data:` address from a compromised or buggy server is
 * never a link, nor is an http: one on the real site.
 */
export function followableUrl(address: string | null, page: string = globalThis.location?.href ?? ''): URL | null {
  if (address === null) return null;
  let url: URL;
  try {
    url = new URL(address, page || undefined);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url;
  const pageIsPlainHttp = page !== '' && new URL(page).protocol === 'http:';
  return url.protocol === 'http:' && pageIsPlainHttp ? url : null;
}
