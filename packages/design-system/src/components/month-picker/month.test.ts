import { describe, expect, it } from 'vitest';
import {
  addMonths,
  clampMonth,
  compareMonths,
  currentMonth,
  formatMonth,
  isMonthInRange,
  isValidMonth,
  parseMonth,
} from './month';

describe('parseMonth', () => {
  it('reads a well-formed month', () => {
    expect(parseMonth('2020-01')).toEqual({ year: 2020, month: 1 });
    expect(parseMonth('2025-12')).toEqual({ year: 2025, month: 12 });
  });

  it.each(['2020-00', '2020-13', '2020-1', '20-01', '2020/01', '2020-01-01', ' 2020-01', ''])('rejects %j', (value) => {
    expect(parseMonth(value)).toBeNull();
    expect(isValidMonth(value)).toBe(false);
  });
});

describe('formatMonth', () => {
  it('zero-pads year and month', () => {
    expect(formatMonth({ year: 2020, month: 3 })).toBe('2020-03');
    expect(formatMonth({ year: 999, month: 12 })).toBe('0999-12');
  });

  it('refuses impossible months', () => {
    expect(() => formatMonth({ year: 2020, month: 0 })).toThrow(RangeError);
    expect(() => formatMonth({ year: 2020, month: 13 })).toThrow(RangeError);
    expect(() => formatMonth({ year: 2020, month: 1.5 })).toThrow(RangeError);
  });

  it('round-trips with parseMonth', () => {
    expect(formatMonth(parseMonth('2024-07') ?? { year: 0, month: 1 })).toBe('2024-07');
  });
});

describe('compareMonths', () => {
  it('orders by year, then month', () => {
    expect(compareMonths('2024-12', '2025-01')).toBeLessThan(0);
    expect(compareMonths('2025-01', '2024-12')).toBeGreaterThan(0);
    expect(compareMonths('2025-02', '2025-10')).toBeLessThan(0);
    expect(compareMonths('2025-06', '2025-06')).toBe(0);
  });

  it('throws on malformed input rather than guessing', () => {
    expect(() => compareMonths('2025-6', '2025-06')).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it('moves within a year', () => {
    expect(addMonths('2025-03', 2)).toBe('2025-05');
    expect(addMonths('2025-03', 0)).toBe('2025-03');
  });

  it('crosses year boundaries forwards and backwards', () => {
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2025-06', -5)).toBe('2025-01');
    expect(addMonths('2025-06', -6)).toBe('2024-12');
    expect(addMonths('2025-11', 14)).toBe('2027-01');
    expect(addMonths('2025-01', -25)).toBe('2022-12');
  });
});

describe('isMonthInRange and clampMonth', () => {
  it('include both bounds', () => {
    expect(isMonthInRange('2020-01', '2020-01', '2025-06')).toBe(true);
    expect(isMonthInRange('2025-06', '2020-01', '2025-06')).toBe(true);
    expect(isMonthInRange('2019-12', '2020-01', '2025-06')).toBe(false);
    expect(isMonthInRange('2025-07', '2020-01', '2025-06')).toBe(false);
  });

  it('treat a missing bound as open', () => {
    expect(isMonthInRange('1999-01', undefined, '2025-06')).toBe(true);
    expect(isMonthInRange('2999-01', '2020-01')).toBe(true);
  });

  it('clamp into the range across a year boundary', () => {
    expect(clampMonth('2019-12', '2020-01', '2025-06')).toBe('2020-01');
    expect(clampMonth('2026-01', '2020-01', '2025-06')).toBe('2025-06');
    expect(clampMonth('2023-04', '2020-01', '2025-06')).toBe('2023-04');
    expect(clampMonth('2023-04')).toBe('2023-04');
  });
});

describe('currentMonth', () => {
  it('uses the given date, months 1-based', () => {
    expect(currentMonth(new Date(2025, 0, 31))).toBe('2025-01');
    expect(currentMonth(new Date(2025, 11, 1))).toBe('2025-12');
  });
});
