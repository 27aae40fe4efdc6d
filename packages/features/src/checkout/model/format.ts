/** Money and dates of the order summary, in the reader's language. Prices are USD cents (docs/product.md §9). */
export function formatUsd(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** An epoch-seconds date as a long date ("August 10, 2025", 「2025年8月10日」). */
export function formatDate(epochSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(epochSeconds * 1000));
}
