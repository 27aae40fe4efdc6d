/**
 * The streaming-hours warning shown on every account tab (from this month's usage, the plan's limit and the
 * subscription): nothing under 80 %, "near" from 80 %, "reached" from 100 %. Never a promise of a cut-off or a charge:
 * the product states neither.
 */
import { SECONDS_PER_HOUR } from './axis';
import { nextMonthStart, type MonthlyLimit } from './limit';

export type HoursWarningLevel = 'near' | 'reached';

export interface HoursWarning {
  level: HoursWarningLevel;
  /** Share of the month's hours used, in whole percent rounded down (79.99 % is 79). */
  percent: number;
  usedSeconds: number;
  limitHours: number;
  /** The first day of next month (UTC midnight), when the hours start again. */
  resetsOn: Date;
}

/** The warning for `usedSeconds` of `month` ('YYYY-MM') against `limit`; null under 80 %, unlimited or unknown. */
export function hoursWarning(
  usedSeconds: number | undefined,
  limit: MonthlyLimit | null,
  month: string,
): HoursWarning | null {
  if (usedSeconds === undefined || limit === null || limit.hours === 'unlimited' || limit.hours <= 0) return null;
  const limitSeconds = limit.hours * SECONDS_PER_HOUR;
  // In whole seconds: exactly 80 % counts, without a rounding error deciding it.
  if (usedSeconds * 5 < limitSeconds * 4) return null;
  return {
    level: usedSeconds >= limitSeconds ? 'reached' : 'near',
    percent: Math.floor((usedSeconds * 100) / limitSeconds),
    usedSeconds,
    limitHours: limit.hours,
    resetsOn: nextMonthStart(month),
  };
}

/** What a person dismissed: the level, in the month it was dismissed in. */
export interface HoursWarningDismissal {
  month: string;
  level: HoursWarningLevel;
}

/** Reads a kept dismissal; anything else is none. */
export function readDismissal(kept: unknown): HoursWarningDismissal | undefined {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { month, level } = kept as Record<string, unknown>;
  if (typeof month !== 'string' || (level !== 'near' && level !== 'reached')) return undefined;
  return { month, level };
}

/** Dismissed for the rest of the month at that level: a higher level shows again, a new month starts afresh. */
export function isDismissed(warning: HoursWarning, dismissal: HoursWarningDismissal | null, month: string): boolean {
  if (dismissal === null || dismissal.month !== month) return false;
  return dismissal.level === 'reached' || warning.level === 'near';
}

/**
 * The day the month's hours run out at the pace so far (a UTC-midnight date, like the other dates of the tab): from
 * day 3 of the month, under 100 %, on a limited plan, and only when that day comes before the hours start again;
 * otherwise null. Days and months are the server's (UTC), as usage is counted.
 */
export function paceLimitDate(usedSeconds: number, limit: MonthlyLimit | null, now: Date): Date | null {
  if (limit === null || limit.hours === 'unlimited' || limit.hours <= 0 || usedSeconds <= 0) return null;
  if (now.getUTCDate() < 3) return null;
  const limitSeconds = limit.hours * SECONDS_PER_HOUR;
  if (usedSeconds >= limitSeconds) return null;
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const perMs = usedSeconds / (now.getTime() - monthStart);
  const reached = new Date(now.getTime() + (limitSeconds - usedSeconds) / perMs);
  if (reached.getTime() >= nextMonth) return null;
  return new Date(Date.UTC(reached.getUTCFullYear(), reached.getUTCMonth(), reached.getUTCDate()));
}
