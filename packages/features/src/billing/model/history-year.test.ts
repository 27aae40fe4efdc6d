import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billsCsv, billsCsvFileName, billYear, historyYears, paidTotals, shownYear } from './history-year';

// Bills are dated in the reader's own time; these run in Tokyo so a year's edge is not UTC's.
beforeEach(() => vi.stubEnv('TZ', 'Asia/Tokyo'));
afterEach(() => vi.unstubAllEnvs());

const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const bill = (iso: string, status = 'succeeded', amount = 4900, currency = 'usd') => ({
  created: at(iso),
  description: 'Pro plan',
  amount,
  currency,
  status,
  invoiceUrl: null,
});
const NOW = new Date('2026-11-28T12:00:00+09:00');

describe('billYear', () => {
  it("is the reader's year: New Year's Eve 20:00 UTC is already January in Tokyo", () => {
    expect(billYear({ created: at('2025-12-31T20:00:00Z') })).toBe(2026);
  });
});

describe('historyYears', () => {
  it('offers this year and every year with a bill, newest first, once each', () => {
    expect(historyYears([bill('2024-03-01T00:00:00+09:00'), bill('2024-05-01T00:00:00+09:00')], NOW)).toEqual([
      2026, 2024,
    ]);
    expect(historyYears([], NOW)).toEqual([2026]);
  });
});

describe('shownYear', () => {
  const items = [bill('2025-06-01T00:00:00+09:00'), bill('2024-06-01T00:00:00+09:00')];

  it('is the year in the address when it is offered', () => {
    expect(shownYear('2024', items, NOW)).toBe(2024);
    expect(shownYear('2026', items, NOW)).toBe(2026);
  });

  it('else the newest year with a bill, not an empty current year', () => {
    expect(shownYear(null, items, NOW)).toBe(2025);
    expect(shownYear('1999', items, NOW)).toBe(2025);
    expect(shownYear('twenty', items, NOW)).toBe(2025);
    expect(shownYear(null, [], NOW)).toBe(2026);
  });
});

describe('paidTotals', () => {
  it('adds the succeeded bills only, per currency', () => {
    expect(
      paidTotals([
        bill('2026-01-01T00:00:00+09:00'),
        bill('2026-02-01T00:00:00+09:00', 'succeeded', 1900),
        bill('2026-03-01T00:00:00+09:00', 'requires_payment_method'),
        bill('2026-04-01T00:00:00+09:00', 'canceled'),
        bill('2026-05-01T00:00:00+09:00', 'succeeded', 500, 'eur'),
      ]),
    ).toEqual([
      { currency: 'usd', amountCents: 6800 },
      { currency: 'eur', amountCents: 500 },
    ]);
  });

  it('is nothing when nothing succeeded', () => {
    expect(paidTotals([bill('2026-03-01T00:00:00+09:00', 'processing')])).toEqual([]);
  });
});

describe('billsCsv', () => {
  it('writes date, description, amount, currency, status in words and invoice; quotes what needs it', () => {
    const item = { ...bill('2026-01-01T00:30:00+09:00', 'succeeded', 123456), description: 'Pro, "annual"' };
    const headers = {
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      currency: 'Currency',
      status: 'Status',
      invoice: 'Invoice',
    };
    expect(billsCsv([{ item, status: 'Paid', invoiceUrl: 'https://invoice.stripe.com/i/1' }], headers)).toBe(
      'Date,Description,Amount,Currency,Status,Invoice\r\n' +
        '2026-01-01,"Pro, ""annual""",1234.56,USD,Paid,https://invoice.stripe.com/i/1\r\n',
    );
  });

  it('leaves the invoice empty when there is none', () => {
    const item = bill('2026-02-01T00:00:00+09:00', 'requires_action');
    expect(
      billsCsv([{ item, status: 'Action Required', invoiceUrl: null }], {
        date: 'd',
        description: 'e',
        amount: 'a',
        currency: 'c',
        status: 's',
        invoice: 'i',
      }).split('\r\n')[1],
    ).toBe('2026-02-01,Pro plan,49.00,USD,Action Required,');
  });

  it('names the file by its year', () => {
    expect(billsCsvFileName(2025)).toBe('holostream-bills-2025.csv');
  });
});
