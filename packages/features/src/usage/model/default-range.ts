import { toMonthValue, type UsageRange } from '@holostream/api';
import { addMonths } from '@holostream/design-system';

/**
 * The default window: the last 6 months, up to and including the current one on the server's calendar (UTC's,
 * `toMonthValue`), so the server never refuses it as reaching past its current month.
 */
export function defaultUsageRange(now: Date): UsageRange {
  const end = toMonthValue(now);
  return { start: addMonths(end, -5), end };
}
