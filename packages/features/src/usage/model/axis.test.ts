import { describe, expect, it } from 'vitest';
import { hourAxis } from './axis';

describe('hourAxis', () => {
  it('rounds the largest month up to a whole hour and ticks at 0/25/50/75/100 %', () => {
    // 63h 20m: the axis ends at 64 h.
    expect(hourAxis(228_000)).toEqual({ maxHours: 64, ticks: [0, 16, 32, 48, 64] });
  });

  it('keeps an exact hour as it is', () => {
    expect(hourAxis(10 * 3600)).toEqual({ maxHours: 10, ticks: [0, 2.5, 5, 7.5, 10] });
  });

  it('goes up a whole hour for a single second more', () => {
    expect(hourAxis(10 * 3600 + 1).maxHours).toBe(11);
  });

  it('gives an all-zero or odd range a 1-hour axis instead of a flat one', () => {
    expect(hourAxis(0)).toEqual({ maxHours: 1, ticks: [0, 0.25, 0.5, 0.75, 1] });
    expect(hourAxis(-5).maxHours).toBe(1);
    expect(hourAxis(1).maxHours).toBe(1);
  });
});
