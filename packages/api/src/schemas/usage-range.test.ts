import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './forms';
import { createUsageRangeSchema, toMonthValue, usageRangeToQuery } from './usage-range';

/** Mid-July 2025, local time: the current month is 2025-07. */
const now = new Date(2025, 6, 15, 12);

function errors(start: string, end: string): Record<string, string> {
  const result = z.safeParse(createUsageRangeSchema(now), { start, end });
  return result.success ? {} : fieldErrors(result.error);
}

describe('usage range (docs/product.md §5)', () => {
  it.each([
    ['a valid range', '2025-01', '2025-06', {}],
    ['one month', '2025-03', '2025-03', {}],
    ['no start', '', '2025-06', { start: 'validation.usageRange.required' }],
    ['no end', '2025-01', '', { end: 'validation.usageRange.required' }],
    ['neither', '', '', { start: 'validation.usageRange.required', end: 'validation.usageRange.required' }],
    ['start after end', '2025-05', '2025-04', { '': 'validation.usageRange.startAfterEnd' }],
    ['start after end across years', '2025-01', '2024-12', { '': 'validation.usageRange.startAfterEnd' }],
    ['start at the minimum', '2020-01', '2020-02', {}],
    ['start before 2020-01', '2019-12', '2020-02', { start: 'validation.usageRange.beforeMin' }],
    ['end at the current month', '2025-01', '2025-07', {}],
    ['end after the current month', '2025-01', '2025-08', { end: 'validation.usageRange.afterMax' }],
    [
      'both after the current month',
      '2025-08',
      '2025-09',
      { start: 'validation.usageRange.afterMax', end: 'validation.usageRange.afterMax' },
    ],
    ['a month 13', '2025-13', '2025-06', { start: 'validation.usageRange.required' }],
  ])('%s: %s to %s', (_, start, end, expected) => {
    expect(errors(start, end)).toEqual(expected);
  });

  it('takes the current month from `now`', () => {
    expect(toMonthValue(new Date(Date.UTC(2026, 0, 1)))).toBe('2026-01');
    expect(
      z.safeParse(createUsageRangeSchema(new Date(2026, 0, 1)), { start: '2025-08', end: '2026-01' }).success,
    ).toBe(true);
  });

  it('turns a range into the query of getUsage', () => {
    expect(usageRangeToQuery({ start: '2024-11', end: '2025-02' })).toEqual({
      startMonth: 11,
      startYear: 2024,
      endMonth: 2,
      endYear: 2025,
    });
    expect(() => usageRangeToQuery({ start: '', end: '2025-02' })).toThrow(RangeError);
  });
});
