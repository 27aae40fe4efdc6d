import { describe, expect, it } from 'vitest';
import { monthlySeries, monthsInRange, secondsIn } from './months';

describe('monthsInRange', () => {
  it('lists every month, both ends included, across a year boundary', () => {
    expect(monthsInRange({ start: '2024-11', end: '2025-02' })).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
  });

  it('gives one month when start and end are the same', () => {
    expect(monthsInRange({ start: '2025-07', end: '2025-07' })).toEqual(['2025-07']);
  });

  it('gives nothing for a reversed or incomplete range', () => {
    expect(monthsInRange({ start: '2025-07', end: '2025-02' })).toEqual([]);
    expect(monthsInRange({ start: '', end: '2025-02' })).toEqual([]);
    expect(monthsInRange({ start: '2025-13', end: '2025-02' })).toEqual([]);
  });

  it('covers the whole allowed span (2020-01 to 2025-07: 67 months)', () => {
    const months = monthsInRange({ start: '2020-01', end: '2025-07' });
    expect(months).toHaveLength(67);
    expect(months.at(0)).toBe('2020-01');
    expect(months.at(-1)).toBe('2025-07');
  });
});

describe('monthlySeries', () => {
  const range = { start: '2025-02', end: '2025-05' };

  it('fills the months the server left out with zero, oldest first', () => {
    const series = monthlySeries(
      [
        { year: 2025, month: 4, totalTime: 3600 },
        { year: 2025, month: 2, totalTime: 90 },
      ],
      range,
    );
    expect(series).toEqual([
      { month: '2025-02', seconds: 90 },
      { month: '2025-03', seconds: 0 },
      { month: '2025-04', seconds: 3600 },
      { month: '2025-05', seconds: 0 },
    ]);
  });

  it('ignores records outside the range and adds up two records of one month', () => {
    const series = monthlySeries(
      [
        { year: 2025, month: 1, totalTime: 999 },
        { year: 2026, month: 3, totalTime: 999 },
        { year: 2025, month: 3, totalTime: 60 },
        { year: 2025, month: 3, totalTime: 40 },
      ],
      range,
    );
    expect(series.map((item) => item.seconds)).toEqual([0, 100, 0, 0]);
  });

  it('reads one month of a series, 0 when absent', () => {
    const series = monthlySeries([{ year: 2025, month: 3, totalTime: 60 }], range);
    expect(secondsIn(series, '2025-03')).toBe(60);
    expect(secondsIn(series, '2024-03')).toBe(0);
  });
});
