import type { UsageRange } from '@holostream/api';
import { csvText } from '../../shared/csv';
import { SECONDS_PER_HOUR } from './axis';
import type { MonthUsage } from './months';

/** The column titles of the export, in the reader's language. */
export interface UsageCsvHeaders {
  month: string;
  hours: string;
  seconds: string;
}

/**
 * The range as CSV (RFC 4180, CRLF line ends): month ('YYYY-MM'), hours (2 decimals, a dot) and
 * seconds, one row per month of the range, zero months included. Numbers stay machine-readable.
 */
export function usageCsv(series: readonly MonthUsage[], headers: UsageCsvHeaders): string {
  return csvText([
    [headers.month, headers.hours, headers.seconds],
    ...series.map((item) => [item.month, (item.seconds / SECONDS_PER_HOUR).toFixed(2), String(item.seconds)]),
  ]);
}

/** The export's file name, e.g. `holostream-usage-2025-02-to-2025-07.csv`. */
export function usageCsvFileName({ start, end }: UsageRange): string {
  return `holostream-usage-${start}-to-${end}.csv`;
}
