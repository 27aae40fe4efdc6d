import { describe, expect, it } from 'vitest';
import { hourAxis } from './axis';

describe('hourAxis', () => {
  it('rounds the largest month up to a whole hour and ticks at 0/25/50/75/100 %', () => {
    // 63h 20m: the axis ends at 64 h.
    expect(hourAxis(228_000)).toEqual({ maxHours: 64, ticks: [0, 16, 32, 48, 64], unit: 'hours' });
  });

  it('goes up to a multiple of 4 hours, so every tick is a whole hour', () => {
    expect(hourAxis(57 * 3600)).toEqual({ maxHours: 60, ticks: [0, 15, 30, 45, 60], unit: 'hours' });
    expect(hourAxis(10 * 3600)).toEqual({ maxHours: 12, ticks: [0, 3, 6, 9, 12], unit: 'hours' });
    expect(hourAxis(4 * 3600)).toEqual({ maxHours: 4, ticks: [0, 1, 2, 3, 4], unit: 'hours' });
    for (let hours = 4; hours <= 200; hours += 1) {
      expect(hourAxis(hours * 3600 - 1).ticks.every(Number.isInteger)).toBe(true);
    }
  });

  it('goes up a whole hour for a single second more', () => {
    expect(hourAxis(12 * 3600 + 1).maxHours).toBe(16);
  });

  it('reads an axis under 4 hours in whole minutes', () => {
    expect(hourAxis(3 * 3600)).toEqual({ maxHours: 3, ticks: [0, 0.75, 1.5, 2.25, 3], unit: 'minutes' });
    expect(hourAxis(3 * 3600).ticks.map((hours) => hours * 60)).toEqual([0, 45, 90, 135, 180]);
  });

  it('gives an all-zero or odd range a 1-hour axis instead of a flat one', () => {
    expect(hourAxis(0)).toEqual({ maxHours: 1, ticks: [0, 0.25, 0.5, 0.75, 1], unit: 'minutes' });
    expect(hourAxis(-5).maxHours).toBe(1);
    expect(hourAxis(1).maxHours).toBe(1);
  });
});
