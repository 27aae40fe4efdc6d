import { describe, expect, it } from 'vitest';
import { formatLastUpdated, LAST_UPDATED } from './last-updated';

describe('formatLastUpdated', () => {
  it('is July 11, 2025', () => {
    expect(LAST_UPDATED).toBe('2025-07-11');
  });

  it.each([
    ['en', 'July 11, 2025'],
    ['ja', '2025年7月11日'],
  ])('formats the date in %s as %s', (language, expected) => {
    expect(formatLastUpdated(language)).toBe(expected);
  });

  it('keeps the calendar day whatever the time zone (formatted in UTC)', () => {
    expect(formatLastUpdated('en', '2025-01-01')).toBe('January 1, 2025');
    expect(formatLastUpdated('en', '2025-12-31')).toBe('December 31, 2025');
  });
});
