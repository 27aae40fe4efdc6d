import type { MonthUsage } from './months';

/** The headline figures of a range (the summary cards). */
export interface UsageSummary {
  totalSeconds: number;
  /** Total over every month of the range, zero months included, rounded to the second. */
  averageSeconds: number;
  /** The month with the most streaming (the earliest on a tie); null when nothing was streamed. */
  busiest: MonthUsage | null;
  /** Months with any streaming. */
  activeMonths: number;
  /** Months in the range. */
  months: number;
}

export function summarize(series: readonly MonthUsage[]): UsageSummary {
  const totalSeconds = series.reduce((sum, item) => sum + item.seconds, 0);
  const busiest = series.reduce<MonthUsage | null>(
    (best, item) => (item.seconds > 0 && (best === null || item.seconds > best.seconds) ? item : best),
    null,
  );
  return {
    totalSeconds,
    averageSeconds: series.length > 0 ? Math.round(totalSeconds / series.length) : 0,
    busiest,
    activeMonths: series.filter((item) => item.seconds > 0).length,
    months: series.length,
  };
}
