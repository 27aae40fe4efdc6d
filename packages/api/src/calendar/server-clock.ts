/**
 * The server's clock as the page knows it: the device's clock, corrected by the `Date` of the API's answers when it
 * is off by more than half a minute (a phone set a day ahead, a test's fake clock). Every "now" the site sends or
 * compares with the server's (the current month of the usage range, a card's expiry, an invitation's countdown)
 * reads it, so a wrong device clock never asks for a month the server has not reached. A cross-origin API must expose
 * `Date` (docs/deploy.md); without it the device's clock is used.
 */

/** Closer than this, the device's clock is the server's: a `Date` header has whole seconds and travels a while. */
const SAME_CLOCK_MS = 30_000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/** The server's current time. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** How far the server's clock is ahead of the device's (negative: behind), in milliseconds; 0 when they agree. */
export function serverClockOffset(): number {
  return offsetMs;
}

/** Calls `listener` when the offset changes (a React hook re-renders with it); returns the unsubscribe. */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes note of an answer's `Date` header (`receivedAt`: the device's time it arrived). */
export function noteServerDate(date: string | null | undefined, receivedAt: number = Date.now()): void {
  const server = date ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(server)) return;
  // The header drops the milliseconds: the middle of its second is the best guess.
  const measured = server + 500 - receivedAt;
  if (Math.abs(measured - offsetMs) <= SAME_CLOCK_MS) return;
  offsetMs = Math.abs(measured) <= SAME_CLOCK_MS ? 0 : measured;
  for (const listener of listeners) listener();
}

/** Back to the device's clock (tests). */
export function resetServerClock(): void {
  offsetMs = 0;
  for (const listener of listeners) listener();
}
