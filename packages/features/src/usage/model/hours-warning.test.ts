import { describe, expect, it } from 'vitest';
import { hoursWarning, isDismissed, paceLimitDate, readDismissal } from './hours-warning';
import type { MonthlyLimit } from './limit';

const plan = { id: 2, name: 'Developer' } as MonthlyLimit['plan'];
const tenHours: MonthlyLimit = { plan, hours: 10 };
const unlimited: MonthlyLimit = { plan, hours: 'unlimited' };
const HOUR = 3600;

describe('hoursWarning', () => {
  it('says nothing under 80 %, and nothing at 79.99 %', () => {
    expect(hoursWarning(0, tenHours, '2026-11')).toBeNull();
    expect(hoursWarning(8 * HOUR - 1, tenHours, '2026-11')).toBeNull();
  });

  it('is "near" from exactly 80 %, its percent rounded down', () => {
    expect(hoursWarning(8 * HOUR, tenHours, '2026-11')).toEqual({
      level: 'near',
      percent: 80,
      usedSeconds: 8 * HOUR,
      limitHours: 10,
      resetsOn: new Date('2026-12-01T00:00:00Z'),
    });
    expect(hoursWarning(10 * HOUR - 1, tenHours, '2026-11')).toMatchObject({ level: 'near', percent: 99 });
  });

  it('is "reached" from exactly 100 %, and over it', () => {
    expect(hoursWarning(10 * HOUR, tenHours, '2026-11')).toMatchObject({ level: 'reached', percent: 100 });
    expect(hoursWarning(13 * HOUR, tenHours, '2026-12')).toMatchObject({
      level: 'reached',
      percent: 130,
      resetsOn: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('says nothing on an unlimited plan, or when the usage or the limit is unknown', () => {
    expect(hoursWarning(1000 * HOUR, unlimited, '2026-11')).toBeNull();
    expect(hoursWarning(undefined, tenHours, '2026-11')).toBeNull();
    expect(hoursWarning(9 * HOUR, null, '2026-11')).toBeNull();
    expect(hoursWarning(9 * HOUR, { plan, hours: 0 }, '2026-11')).toBeNull();
  });
});

describe('dismissing the warning', () => {
  const near = hoursWarning(9 * HOUR, tenHours, '2026-11')!;
  const reached = hoursWarning(10 * HOUR, tenHours, '2026-11')!;

  it('hides it for the rest of the month at that level, and shows it again when the level rises', () => {
    expect(isDismissed(near, null, '2026-11')).toBe(false);
    expect(isDismissed(near, { month: '2026-11', level: 'near' }, '2026-11')).toBe(true);
    expect(isDismissed(reached, { month: '2026-11', level: 'near' }, '2026-11')).toBe(false);
    expect(isDismissed(reached, { month: '2026-11', level: 'reached' }, '2026-11')).toBe(true);
  });

  it('starts afresh in a new month', () => {
    expect(isDismissed(near, { month: '2026-10', level: 'reached' }, '2026-11')).toBe(false);
  });

  it('reads only what it kept', () => {
    expect(readDismissal({ month: '2026-11', level: 'near' })).toEqual({ month: '2026-11', level: 'near' });
    expect(readDismissal({ month: '2026-11', level: 'loud' })).toBeUndefined();
    expect(readDismissal('near')).toBeUndefined();
    expect(readDismissal(null)).toBeUndefined();
  });
});

describe('paceLimitDate', () => {
  it('projects the day the hours run out at the pace so far, from day 3', () => {
    // 4 of 10 hours in the first 4 days (to 5 Nov 00:00): 1 h a day, the last 6 run out on 11 Nov.
    expect(paceLimitDate(4 * HOUR, tenHours, new Date(2026, 10, 5))).toEqual(new Date('2026-11-11T00:00:00Z'));
  });

  it('says nothing on days 1 and 2, whatever the pace', () => {
    expect(paceLimitDate(5 * HOUR, tenHours, new Date(2026, 10, 1, 20))).toBeNull();
    expect(paceLimitDate(5 * HOUR, tenHours, new Date(2026, 10, 2, 23, 59))).toBeNull();
    expect(paceLimitDate(5 * HOUR, tenHours, new Date(2026, 10, 3, 0, 0))).not.toBeNull();
  });

  it('says nothing when the pace stays under the limit until the month ends', () => {
    expect(paceLimitDate(1 * HOUR, tenHours, new Date(2026, 10, 15))).toBeNull();
    // Half way through the last day, 8 h of 10 at about 0.27 h a day: the month ends first.
    expect(paceLimitDate(8 * HOUR, tenHours, new Date(2026, 10, 30, 12))).toBeNull();
  });

  it('says nothing at or over the limit, on an unlimited plan, or with nothing streamed', () => {
    expect(paceLimitDate(10 * HOUR, tenHours, new Date(2026, 10, 5))).toBeNull();
    expect(paceLimitDate(4 * HOUR, unlimited, new Date(2026, 10, 5))).toBeNull();
    expect(paceLimitDate(0, tenHours, new Date(2026, 10, 5))).toBeNull();
    expect(paceLimitDate(4 * HOUR, null, new Date(2026, 10, 5))).toBeNull();
  });
});
