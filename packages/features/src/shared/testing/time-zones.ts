/**
 * The visitors a calendar must be right for: the first time zone to reach a new day (Kiritimati, UTC+14), Tokyo, the
 * server's own (UTC) and one behind it (Los Angeles).
 */
export const TIME_ZONES = ['Pacific/Kiritimati', 'Asia/Tokyo', 'UTC', 'America/Los_Angeles'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

/** The instant it is `localTime` (`YYYY-MM-DDTHH:MM`) in `zone`. */
export function instantIn(zone: TimeZone, localTime: string): Date {
  const guess = Date.parse(`${localTime}:00Z`);
  const shown = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(guess)
    .replace(', ', 'T');
  return new Date(guess - (Date.parse(`${shown}:00Z`) - guess));
}

/** Runs `check` with the process in `zone` (Node applies a new TZ at once), then puts the zone back. */
export function inTimeZone<T>(zone: TimeZone, check: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
