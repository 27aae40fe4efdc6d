import type { UsageRange, UsageRecord } from '@holostream/api';
import { addMonths, compareMonths, formatMonth, isValidMonth } from '@holostream/design-system';

/** One bar of the chart and one row of the breakdown: a calendar month and its streaming time. */
export interface MonthUsage {
  /** 'YYYY-MM'. */
  month: string;
  /** Streaming time in seconds (docs/product.md §3 totalTime); 0 when the server sent no record. */
  seconds: number;
}

/** Every month of the range, oldest first, both ends included; empty when the range is not valid. */
export function monthsInRange({ start, end }: UsageRange): string[] {
  if (!isValidMonth(start) || !isValidMonth(end)) return [];
  const count = compareMonths(end, start) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addMonths(start, index));
}

/**
 * The range month by month, zero months included (the server leaves months without streaming out).
 * Records outside the range are ignored and two records of one month are added up, so odd server data
 * cannot skew the chart.
 */
export function monthlySeries(records: readonly UsageRecord[], range: UsageRange): MonthUsage[] {
  const totals = new Map(monthsInRange(range).map((month) => [month, 0]));
  for (const record of records) {
    const key = formatMonth({ year: record.year, month: record.month });
    const total = totals.get(key);
    if (total !== undefined) totals.set(key, total + Math.max(0, record.totalTime));
  }
  return [...totals].map(([month, seconds]) => ({ month, seconds }));
}

/** The streaming time of one month of a series; 0 when it is not there. */
export function secondsIn(series: readonly MonthUsage[], month: string): number {
  return series.find((item) => item.month === month)?.seconds ?? 0;
}
