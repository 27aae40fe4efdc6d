import { toMonthValue, type UsageRange } from '@holostream/api';

/** The default window: the last 6 months, up to and including the current one. */
export function defaultUsageRange(now: Date): UsageRange {
  const start = new Date(now.getFullYear(), now.getMonth() - 5, 1);
  return { start: toMonthValue(start), end: toMonthValue(now) };
}
