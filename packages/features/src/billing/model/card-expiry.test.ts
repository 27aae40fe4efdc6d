import { describe, expect, it } from 'vitest';
import { instantIn, inTimeZone, TIME_ZONES } from '../../shared/testing/time-zones';
import { cardExpiry, formatExpiry } from './card-expiry';

// 15 March 2026 on the server's calendar (UTC).
const now = new Date(Date.UTC(2026, 2, 15, 12));

describe('cardExpiry', () => {
  it('is valid until the expiry month', () => {
    expect(cardExpiry(4, 2026, now)).toBe('valid');
    expect(cardExpiry(1, 2027, now)).toBe('valid');
  });

  it('expires this month during the expiry month, up to its last moment', () => {
    expect(cardExpiry(3, 2026, now)).toBe('expires-this-month');
    expect(cardExpiry(3, 2026, new Date(Date.UTC(2026, 2, 1, 0, 0)))).toBe('expires-this-month');
    expect(cardExpiry(3, 2026, new Date(Date.UTC(2026, 2, 31, 23, 59, 59)))).toBe('expires-this-month');
  });

  it('is expired from the month after', () => {
    expect(cardExpiry(2, 2026, now)).toBe('expired');
    expect(cardExpiry(12, 2025, now)).toBe('expired');
    expect(cardExpiry(3, 2026, new Date(Date.UTC(2026, 3, 1, 0, 0)))).toBe('expired');
  });

  it.each(TIME_ZONES)("turns with the server's month, wherever the reader is (%s)", (zone) => {
    inTimeZone(zone, () => {
      // 00:30 on 1 April there: in Tokyo and Kiritimati still 31 March on the server's calendar.
      const firstOfApril = instantIn(zone, '2026-04-01T00:30');
      const serverMonth = firstOfApril.getUTCMonth() + 1;
      expect(cardExpiry(3, 2026, firstOfApril)).toBe(serverMonth === 3 ? 'expires-this-month' : 'expired');
      expect(cardExpiry(3, 2026, instantIn(zone, '2026-03-31T23:30'))).toBe(
        instantIn(zone, '2026-03-31T23:30').getUTCMonth() === 2 ? 'expires-this-month' : 'expired',
      );
    });
  });

  it('compares years before months', () => {
    expect(cardExpiry(1, 2027, new Date(Date.UTC(2026, 11, 31)))).toBe('valid');
    expect(cardExpiry(12, 2025, new Date(Date.UTC(2026, 0, 1)))).toBe('expired');
  });
});

describe('formatExpiry', () => {
  it('writes MM/YYYY', () => {
    expect(formatExpiry(4, 2031)).toBe('04/2031');
    expect(formatExpiry(12, 2030)).toBe('12/2030');
  });
});
