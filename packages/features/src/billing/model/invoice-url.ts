/**
 * The bill's invoice link, only when it is a web address: a `javascript:` or `data:` URL from a
 * compromised or buggy server must never become a clickable link.
 */
export function safeInvoiceUrl(url: string | null): string | null {
  if (url === null) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
