import type { BillingItem } from '@holostream/api';
import { csvText } from '../../shared/csv';

/** The calendar year a bill was made in, in the reader's own time (as its date is shown). */
export const billYear = (item: Pick<BillingItem, 'created'>) => new Date(item.created * 1000).getFullYear();

/** The years the filter offers, newest first: every year with a bill, and this one (which may have none yet). */
export function historyYears(items: readonly Pick<BillingItem, 'created'>[], now: Date): number[] {
  return [...new Set([now.getFullYear(), ...items.map(billYear)])].sort((a, b) => b - a);
}

/**
 * The year shown: the one in the address when the filter offers it, else the newest year with a bill (else this
 * year), so a first visit never opens on an empty year while older bills exist.
 */
export function shownYear(asked: string | null, items: readonly Pick<BillingItem, 'created'>[], now: Date): number {
  const years = historyYears(items, now);
  const wanted = Number(asked);
  if (asked !== null && years.includes(wanted)) return wanted;
  return items.length > 0 ? Math.max(...items.map(billYear)) : now.getFullYear();
}

/** What was paid: the succeeded bills' amounts (cents), per currency, in the order the currencies first appear. */
export function paidTotals(items: readonly Pick<BillingItem, 'status' | 'amount' | 'currency'>[]) {
  const totals = new Map<string, number>();
  for (const item of items)
    if (item.status === 'succeeded') totals.set(item.currency, (totals.get(item.currency) ?? 0) + item.amount);
  return [...totals].map(([currency, amountCents]) => ({ currency, amountCents }));
}

/** The export's column titles, in the reader's language. */
export interface BillsCsvHeaders {
  date: string;
  description: string;
  amount: string;
  currency: string;
  status: string;
  invoice: string;
}

/** A row of the export: the date as YYYY-MM-DD (the reader's day), the status already in words. */
export interface BillsCsvRow {
  item: BillingItem;
  status: string;
  /** The invoice's address when it is one the site would link to, else empty. */
  invoiceUrl: string | null;
}

const isoDay = (epochSeconds: number) => {
  const date = new Date(epochSeconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * A year's bills as CSV: date, description, amount (a dot, 2 decimals: machine-readable), currency (upper case),
 * status in words, invoice link.
 */
export function billsCsv(rows: readonly BillsCsvRow[], headers: BillsCsvHeaders): string {
  return csvText([
    [headers.date, headers.description, headers.amount, headers.currency, headers.status, headers.invoice],
    ...rows.map(({ item, status, invoiceUrl }) => [
      isoDay(item.created),
      item.description,
      (item.amount / 100).toFixed(2),
      item.currency.toUpperCase(),
      status,
      invoiceUrl ?? '',
    ]),
  ]);
}

/** The export's file name: `holostream-bills-2026.csv`. */
export const billsCsvFileName = (year: number) => `holostream-bills-${year}.csv`;
