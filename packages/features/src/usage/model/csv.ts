import type { UsageRange } from '@holostream/api';
import { SECONDS_PER_HOUR } from './axis';
import type { MonthUsage } from './months';

/** The column titles of the export, in the reader's language. */
export interface UsageCsvHeaders {
  month: string;
  hours: string;
  seconds: string;
}

/** RFC 4180: a field with a comma, a quote or a line break goes in quotes, its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The range as CSV (RFC 4180, CRLF line ends): month ('YYYY-MM'), hours (2 decimals, a dot) and
 * seconds, one row per month of the range, zero months included. Numbers stay machine-readable.
 */
export function usageCsv(series: readonly MonthUsage[], headers: UsageCsvHeaders): string {
  const rows = [
    [headers.month, headers.hours, headers.seconds],
    ...series.map((item) => [item.month, (item.seconds / SECONDS_PER_HOUR).toFixed(2), String(item.seconds)]),
  ];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The export's file name, e.g. `holostream-usage-2025-02-to-2025-07.csv`. */
export function usageCsvFileName({ start, end }: UsageRange): string {
  return `holostream-usage-${start}-to-${end}.csv`;
}
