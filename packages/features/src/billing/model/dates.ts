/**
 * An epoch-seconds date in the reader's language: `long` for the card's added date ("July 10, 2025",
 * 「2025年7月10日」), `medium` for the history rows ("Jul 10, 2025", 「2025/07/10」).
 */
export function formatEpochDate(epochSeconds: number, language: string, style: 'long' | 'medium'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: style }).format(new Date(epochSeconds * 1000));
}
