import type { BillingItem } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { newestFirst } from './billing-history';

const item = (created: number, description: string): BillingItem => ({
  created,
  description,
  amount: 4900,
  currency: 'usd',
  status: 'succeeded',
  invoiceUrl: null,
});

describe('newestFirst', () => {
  it('sorts by date, newest first, without touching the input', () => {
    const items = [item(100, 'old'), item(300, 'new'), item(200, 'middle')];
    expect(newestFirst(items).map((bill) => bill.description)).toEqual(['new', 'middle', 'old']);
    expect(items.map((bill) => bill.description)).toEqual(['old', 'new', 'middle']);
  });

  it('keeps the server order of bills from the same moment', () => {
    expect(newestFirst([item(100, 'a'), item(100, 'b')]).map((bill) => bill.description)).toEqual(['a', 'b']);
  });
});
