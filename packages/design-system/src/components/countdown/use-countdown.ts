import * as React from 'react';

/** What is left until a moment, split into whole units. */
export type CountdownParts = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the moment has passed. */
  expired: boolean;
  /** Milliseconds left, never below zero. */
  totalMs: number;
};

export type UseCountdownOptions = {
  /** The clock, for tests and stories (`() => fixedTime`); defaults to `Date.now`. */
  now?: () => number;
};

const SECOND = 1000;

/** Splits a remaining time into days, hours, minutes and seconds, rounding up to the next whole second. */
export function splitDuration(totalMs: number): CountdownParts {
  const remaining = Math.max(0, totalMs);
  // Rounding up keeps "0 s" for the moment of expiry itself, and each second shown for a full second.
  const totalSeconds = Math.ceil(remaining / SECOND);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    expired: remaining <= 0,
    totalMs: remaining,
  };
}

/**
 * Counts down to `expiresAt`, re-rendering every second. The interval is cleared on unmount and as soon as the
 * moment has passed; a new `expiresAt` starts it again.
 */
export function useCountdown(expiresAt: Date | number, options: UseCountdownOptions = {}): CountdownParts {
  const { now } = options;
  const target = typeof expiresAt === 'number' ? expiresAt : expiresAt.getTime();
  const [nowMs, setNowMs] = React.useState(() => (now ?? Date.now)());
  // Read the latest clock inside the interval without restarting it when a caller passes a new function.
  const readNow = React.useEffectEvent(() => (now ?? Date.now)());
  const expired = nowMs >= target;

  React.useEffect(() => {
    if (expired) return;
    const id = setInterval(() => {
      const time = readNow();
      setNowMs(time);
      if (time >= target) clearInterval(id);
    }, SECOND);
    return () => clearInterval(id);
  }, [target, expired]);

  return splitDuration(target - nowMs);
}
