/** What the two download buttons fetch: GET /v1/downloads/plugin and GET /v1/downloads/oculus-app (spec §7). */
export type { DownloadItem } from '../../shared/api';

/** A download link the server gave that is not a web address (javascript:, data:, garbage). */
export class UnsafeDownloadUrlError extends Error {
  override readonly name = 'UnsafeDownloadUrlError';
}

/** The link as an http(s) URL, or an error: the page never follows any other kind of address. */
export function safeDownloadUrl(downloadUrl: string, base: string = window.location.href): URL {
  let url: URL;
  try {
    url = new URL(downloadUrl, base);
  } catch {
    throw new UnsafeDownloadUrlError();
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UnsafeDownloadUrlError();
  return url;
}

/**
 * Opens `downloadUrl` as a download (spec §7): a temporary `<a download>` is clicked and removed, so
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
