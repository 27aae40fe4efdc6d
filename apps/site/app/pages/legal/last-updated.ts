/** When the privacy policy and the terms of service last changed (docs/product.md §2: July 11, 2025). */
export const LAST_UPDATED = '2025-07-11';

/**
 * The last-updated date in the reader's language: 'July 11, 2025' in English, '2025年7月11日' in
 * Japanese. Formatted in UTC so the calendar day never shifts with the reader's time zone.
 */
export function formatLastUpdated(language: string, isoDate: string = LAST_UPDATED): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
