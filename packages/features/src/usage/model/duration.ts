/**
 * A duration split for display as hours, minutes and seconds (docs/product.md §2: '12h 05m 30s', 「12時間5分30秒」).
 * The translations pick the padded (`mm`, `ss`) or plain (`minutes`, `seconds`) parts.
 */
export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
  /** Minutes as two digits. */
  mm: string;
  /** Seconds as two digits. */
  ss: string;
}

/** Whole seconds (rounded, never negative) as hours, minutes and seconds; hours are not capped at 24. */
export function durationParts(totalSeconds: number): DurationParts {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  return { hours, minutes, seconds, mm: String(minutes).padStart(2, '0'), ss: String(seconds).padStart(2, '0') };
}
