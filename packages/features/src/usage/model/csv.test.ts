import { describe, expect, it } from 'vitest';
import { usageCsv, usageCsvFileName } from './csv';

const headers = { month: 'Month', hours: 'Hours', seconds: 'Seconds' };

describe('usageCsv', () => {
  it('writes a header and one row per month with hours to 2 decimals and whole seconds, CRLF', () => {
    const text = usageCsv(
      [
        { month: '2025-02', seconds: 43_530 },
        { month: '2025-03', seconds: 0 },
      ],
      headers,
    );
    expect(text).toBe('Month,Hours,Seconds\r\n2025-02,12.09,43530\r\n2025-03,0.00,0\r\n');
  });

  it('quotes a header holding a comma or a quote', () => {
    const text = usageCsv([], { month: 'Month, UTC', hours: 'Hours "h"', seconds: '秒' });
    expect(text).toBe('"Month, UTC","Hours ""h""",秒\r\n');
  });
});

describe('usageCsvFileName', () => {
  it('names the range', () => {
    expect(usageCsvFileName({ start: '2025-02', end: '2025-07' })).toBe('holostream-usage-2025-02-to-2025-07.csv');
  });
});
