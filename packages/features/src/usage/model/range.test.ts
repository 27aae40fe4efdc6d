import { describe, expect, it } from 'vitest';
import { defaultUsageRange } from './default-range';
import { checkUsageRange } from './range';

const now = new Date(2025, 6, 10, 12);

describe('defaultUsageRange', () => {
  it('is the last 6 months up to the current one', () => {
    expect(defaultUsageRange(now)).toEqual({ start: '2025-02', end: '2025-07' });
    expect(defaultUsageRange(new Date(2025, 2, 31))).toEqual({ start: '2024-10', end: '2025-03' });
  });
});

describe('checkUsageRange', () => {
  it('accepts the default range and gives the §7 query', () => {
    expect(checkUsageRange(defaultUsageRange(now), now)).toEqual({
      valid: true,
      query: { startMonth: 2, startYear: 2025, endMonth: 7, endYear: 2025 },
    });
  });

  it('accepts a single month and the whole span from 2020-01', () => {
    expect(checkUsageRange({ start: '2025-07', end: '2025-07' }, now).valid).toBe(true);
    expect(checkUsageRange({ start: '2020-01', end: '2025-07' }, now)).toEqual({
      valid: true,
      query: { startMonth: 1, startYear: 2020, endMonth: 7, endYear: 2025 },
    });
  });

  it('refuses a start after the end', () => {
    expect(checkUsageRange({ start: '2025-05', end: '2025-03' }, now)).toEqual({
      valid: false,
      reason: 'validation.usageRange.startAfterEnd',
    });
  });

  it('refuses a missing month', () => {
    expect(checkUsageRange({ start: '', end: '2025-03' }, now)).toEqual({
      valid: false,
      reason: 'validation.usageRange.required',
    });
    expect(checkUsageRange({ start: '2025-01', end: '' }, now)).toMatchObject({ valid: false });
  });

  it('refuses months before 2020-01 or after the current month', () => {
    expect(checkUsageRange({ start: '2019-12', end: '2025-03' }, now)).toEqual({
      valid: false,
      reason: 'validation.usageRange.beforeMin',
    });
    expect(checkUsageRange({ start: '2025-01', end: '2025-08' }, now)).toEqual({
      valid: false,
      reason: 'validation.usageRange.afterMax',
    });
  });
});
