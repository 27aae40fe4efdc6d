/** Calendar arithmetic in UTC, on epoch milliseconds. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The same day and time `months` months later (earlier when negative), clamped to the month's last day. */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  const target = new Date(ms);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
}

export const iso = (ms: number): string => new Date(ms).toISOString();

export const epochSeconds = (ms: number): number => Math.floor(ms / SECOND);

/** Year and month (1-12) of an instant. */
export function yearMonth(ms: number): { year: number; month: number } {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** Months since year 0, to compare and step through months. */
export const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);
