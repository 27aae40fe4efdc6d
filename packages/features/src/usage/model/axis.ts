/** docs/product.md §9: ticks at 0, 25, 50, 75 and 100 % of the axis. */
export const AXIS_TICK_SHARES = [0, 0.25, 0.5, 0.75, 1] as const;

export const SECONDS_PER_HOUR = 3600;

/** The chart's hour axis. */
export interface HourAxis {
  /** The top of the axis: the largest month in hours, rounded up to a whole hour (at least 1). */
  maxHours: number;
  /** The tick values in hours, at the shares of `AXIS_TICK_SHARES`. */
  ticks: number[];
}

/** docs/product.md §9: the axis scales to the maximum hour rounded up. An all-zero range still gets a 1-hour axis. */
export function hourAxis(maxSeconds: number): HourAxis {
  const maxHours = Math.max(1, Math.ceil(Math.max(0, maxSeconds) / SECONDS_PER_HOUR));
  return { maxHours, ticks: AXIS_TICK_SHARES.map((share) => share * maxHours) };
}

/** docs/product.md §9: the chart is 200 px high. */
export const CHART_HEIGHT = 200;
