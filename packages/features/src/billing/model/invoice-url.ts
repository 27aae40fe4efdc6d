import { followableUrl } from '../../shared/links/followable-url';

/** The bill's invoice link, only when the page may follow it (`followableUrl`); otherwise no link. */
export function safeInvoiceUrl(url: string | null): string | null {
  return followableUrl(url)?.href ?? null;
}
