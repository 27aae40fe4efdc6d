import { describe, expect, it } from 'vitest';
import { summarize } from './summary';

describe('summarize', () => {
  it('totals the range, averages over every month (zero months too) and finds the busiest', () => {
    const summary = summarize([
      { month: '2025-02', seconds: 43_530 },
      { month: '2025-03', seconds: 0 },
      { month: '2025-04', seconds: 144_000 },
      { month: '2025-05', seconds: 27_015 },
      { month: '2025-06', seconds: 228_000 },
      { month: '2025-07', seconds: 18_729 },
    ]);
    expect(summary).toEqual({
      totalSeconds: 461_274,
      averageSeconds: 76_879,
      busiest: { month: '2025-06', seconds: 228_000 },
      activeMonths: 5,
      months: 6,
    });
  });

  it('keeps the earliest month on a tie', () => {
    const summary = summarize([
      { month: '2025-01', seconds: 10 },
      { month: '2025-02', seconds: 10 },
    ]);
    expect(summary.busiest?.month).toBe('2025-01');
  });

  it('has no busiest month when nothing was streamed', () => {
    expect(summarize([{ month: '2025-01', seconds: 0 }])).toEqual({
      totalSeconds: 0,
      averageSeconds: 0,
      busiest: null,
      activeMonths: 0,
      months: 1,
    });
    expect(summarize([]).averageSeconds).toBe(0);
  });
});
