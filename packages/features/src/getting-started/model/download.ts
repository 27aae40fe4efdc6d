import { followableUrl } from '../../shared/links/followable-url';

/** What the two download buttons fetch: GET /v1/downloads/plugin and GET /v1/downloads/oculus-app (docs/product.md §7). */
export type { DownloadItem } from '../../shared/api';

/** A download link the server gave that is not a web address (javascript:, data:, garbage). */
export class UnsafeDownloadUrlError extends Error {
  override readonly name = 'UnsafeDownloadUrlError';
}

/** The link, when the page may follow it (`followableUrl`: https:, http: only from an http: page), or an error. */
export function safeDownloadUrl(downloadUrl: string, base: string = window.location.href): URL {
  const url = followableUrl(downloadUrl, base);
  if (url === null) throw new UnsafeDownloadUrlError();
  return url;
}

/**
 * Opens `downloadUrl` as a download (docs/product.md §7): a temporary `<a download>` is clicked and removed, so
 * the browser saves the file instead of leaving the page, and no pop-up blocker is involved.
 */
export function openAsDownload(downloadUrl: string, doc: Document = document): void {
  const url = safeDownloadUrl(downloadUrl, doc.location?.href);
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
