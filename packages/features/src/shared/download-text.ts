/**
 * Saves `text` as a file: a Blob behind an object URL and a temporary download link. A byte-order
 * mark goes first so spreadsheet apps read the UTF-8 (Japanese headers) correctly.
 */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn, once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
