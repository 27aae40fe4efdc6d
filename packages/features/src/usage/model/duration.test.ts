import { describe, expect, it } from 'vitest';
import { durationParts } from './duration';

describe('durationParts', () => {
  it('splits seconds into hours, minutes and seconds, with padded forms', () => {
    expect(durationParts(12 * 3600 + 5 * 60 + 30)).toEqual({ hours: 12, minutes: 5, seconds: 30, mm: '05', ss: '30' });
  });

  it('does not wrap hours at a day', () => {
    expect(durationParts(461_274)).toMatchObject({ hours: 128, minutes: 7, seconds: 54 });
  });

  it('is all zeros for nothing, a negative or a broken number', () => {
    const zero = { hours: 0, minutes: 0, seconds: 0, mm: '00', ss: '00' };
    expect(durationParts(0)).toEqual(zero);
    expect(durationParts(-30)).toEqual(zero);
    expect(durationParts(Number.NaN)).toEqual(zero);
  });

  it('rounds fractions of a second', () => {
    expect(durationParts(59.6)).toMatchObject({ minutes: 1, seconds: 0 });
  });
});
