/**
 * Pure helpers for calendar months written as 'YYYY-MM' strings (the value of a MonthPicker).
 * Months are 1-based in the parsed form, like the strings; nothing here reads the clock or time zone
 * except `currentMonth`, which takes the date to use.
 */

/** A calendar month: a four-digit year and a month from 1 to 12. */
export type YearMonth = { year: number; month: number };

const pattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Parses 'YYYY-MM'; anything else (wrong shape, month 00 or 13) gives `null`. */
export function parseMonth(value: string): YearMonth | null {
  const match = pattern.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** True when `value` is a well-formed 'YYYY-MM'. */
export function isValidMonth(value: string): boolean {
  return parseMonth(value) !== null;
}

/** Formats a year and month as 'YYYY-MM', zero-padded. Throws on a month outside 1–12 or a year outside 0–9999. */
export function formatMonth({ year, month }: YearMonth): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Invalid month: ${month}`);
  if (!Number.isInteger(year) || year < 0 || year > 9999) throw new RangeError(`Invalid year: ${year}`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

function toIndex(value: string): number {
  const parsed = parseMonth(value);
  if (!parsed) throw new RangeError(`Not a YYYY-MM month: ${value}`);
  return parsed.year * 12 + (parsed.month - 1);
}

function fromIndex(index: number): string {
  return formatMonth({ year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 });
}

/** Negative when `a` is before `b`, zero when equal, positive when after. Throws on malformed input. */
export function compareMonths(a: string, b: string): number {
  return toIndex(a) - toIndex(b);
}

/** The month `amount` months after `value` (negative goes back), crossing years as needed. */
export function addMonths(value: string, amount: number): string {
  return fromIndex(toIndex(value) + amount);
}

/** True when `value` is within [min, max]; a missing bound does not limit. */
export function isMonthInRange(value: string, min?: string, max?: string): boolean {
  return (min === undefined || compareMonths(value, min) >= 0) && (max === undefined || compareMonths(value, max) <= 0);
}

/** `value` moved into [min, max]; a missing bound does not limit. */
export function clampMonth(value: string, min?: string, max?: string): string {
  if (min !== undefined && compareMonths(value, min) < 0) return min;
  if (max !== undefined && compareMonths(value, max) > 0) return max;
  return value;
}

/** The month of `date` in the local time zone, as 'YYYY-MM'. */
export function currentMonth(date: Date = new Date()): string {
  return formatMonth({ year: date.getFullYear(), month: date.getMonth() + 1 });
}
