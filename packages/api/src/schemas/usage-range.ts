/**
 * The usage tab's month range (docs/product.md §5): both months required, start not after end, from 2020-01 up to the current
 * month. Months are `YYYY-MM` strings, the value of an `<input type="month">`. `now` is a parameter so tests and
 * stories can pin the current month.
 */
import * as z from 'zod/mini';
import type { UsageQuery } from '../contract';
import { validationMessages as m } from './forms';

export const USAGE_RANGE_MIN_MONTH = '2020-01';

const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
const isMonth = (value: string) => MONTH_PATTERN.test(value);

/**
 * The `YYYY-MM` month of an instant on the server's calendar, which is UTC's: at 00:30 on 1 December in Tokyo it is
 * still November there, and the server refuses a range that ends in December.
 */
export function toMonthValue(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface UsageRange {
  start: string;
  end: string;
}

/** The range schema for the month that `now` falls in (UTC's). Zero-padded `YYYY-MM` strings compare like dates. */
export function createUsageRangeSchema(now: Date) {
  const max = toMonthValue(now);
  const month = z.string().check(z.regex(MONTH_PATTERN, m.usageRangeRequired));
  return z.object({ start: month, end: month }).check(
    z.refine((range) => !isMonth(range.start) || !isMonth(range.end) || range.start <= range.end, {
      error: m.usageRangeStartAfterEnd,
      path: [],
    }),
    z.refine((range) => !isMonth(range.start) || range.start >= USAGE_RANGE_MIN_MONTH, {
      error: m.usageRangeBeforeMin,
      path: ['start'],
    }),
    z.refine((range) => !isMonth(range.end) || range.end >= USAGE_RANGE_MIN_MONTH, {
      error: m.usageRangeBeforeMin,
      path: ['end'],
    }),
    z.refine((range) => !isMonth(range.start) || range.start <= max, { error: m.usageRangeAfterMax, path: ['start'] }),
    z.refine((range) => !isMonth(range.end) || range.end <= max, { error: m.usageRangeAfterMax, path: ['end'] }),
  );
}

/** The query of `getUsage` for a valid range. */
export function usageRangeToQuery(range: UsageRange): Required<UsageQuery> {
  const [startYear, startMonth] = range.start.split('-').map(Number);
  const [endYear, endMonth] = range.end.split('-').map(Number);
  if (!startYear || !startMonth || !endYear || !endMonth)
    throw new RangeError(`Not a month range: ${JSON.stringify(range)}`);
  return { startMonth, startYear, endMonth, endYear };
}
