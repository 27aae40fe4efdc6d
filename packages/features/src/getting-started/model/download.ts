import { trustedUrl } from '../../shared/links/trusted-url';

/** What the two download buttons fetch: GET /v1/downloads/plugin and GET /v1/downloads/oculus-app (docs/product.md §7). */
export type { DownloadItem } from '../../shared/api/downloads';

/** A download link the server gave that is not a web address (javascript:, data:, garbage). */
export class UnsafeDownloadUrlError extends Error {
  override readonly name = 'UnsafeDownloadUrlError';
}

/**
 * The link, when the page may follow it (`trustedUrl`: a web address on one of `hosts`, the download service the site
 * lists, or on the site's own), or an error.
 */
export function safeDownloadUrl(
  downloadUrl: string,
  hosts: readonly string[],
  base: string = window.location.href,
): URL {
  const url = trustedUrl(downloadUrl, hosts, base);
  if (url === null) throw new UnsafeDownloadUrlError();
  return url;
}

/**
 * Opens `downloadUrl` as a download (docs/product.md §7): a temporary `<a download>` is clicked and removed, so
 * the browser saves the file instead of leaving the page, and no pop-up blocker is involved.
 */
export function openAsDownload(downloadUrl: string, hosts: readonly string[], doc: Document = document): void {
  const url = safeDownloadUrl(downloadUrl, hosts, doc.location?.href);
  const anchor = doc.createElement('a');
  anchor.href = url.href;
  // Empty: the file name comes from the server (Content-Disposition) or the URL.
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.hidden = true;
  doc.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
  }
}
