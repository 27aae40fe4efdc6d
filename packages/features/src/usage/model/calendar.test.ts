import { createUsageRangeSchema, toMonthValue } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { instantIn, inTimeZone, TIME_ZONES } from '../../shared/testing/time-zones';
import { defaultUsageRange } from './default-range';
import { hoursWarning, paceLimitDate } from './hours-warning';
import type { MonthlyLimit } from './limit';

const LIMIT = { plan: { id: 3 }, hours: 100 } as MonthlyLimit;

// The server counts and validates months in UTC; the visitor may be anywhere.
describe.each(TIME_ZONES)('the usage calendar in %s', (zone) => {
  for (const localTime of ['2026-12-01T00:30', '2026-11-30T23:30', '2027-01-01T00:01', '2026-12-31T23:59']) {
    it(`asks for months the server has reached at ${localTime} there`, () => {
      const now = instantIn(zone, localTime);
      inTimeZone(zone, () => {
        const range = defaultUsageRange(now);
        // The server's own check at the same instant (the sandbox runs it as a UTC server does).
        expect(createUsageRangeSchema(now).safeParse(range).success).toBe(true);
        expect(range.end).toBe(now.toISOString().slice(0, 7));
        expect(hoursWarning(90 * 3600, LIMIT, toMonthValue(now))?.resetsOn.getUTCDate()).toBe(1);
      });
    });
  }

  it("projects the pace from the third day of the server's month", () => {
    inTimeZone(zone, () => {
      // 30 hours in the first two days: 100 hours around the 7th, if it were counted.
      expect(paceLimitDate(30 * 3600, LIMIT, new Date('2026-11-02T23:59:00Z'))).toBeNull();
      expect(paceLimitDate(30 * 3600, LIMIT, new Date('2026-11-03T00:00:00Z'))?.toISOString()).toBe(
        '2026-11-07T00:00:00.000Z',
      );
    });
  });
});
