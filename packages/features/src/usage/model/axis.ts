/** docs/product.md §9: ticks at 0, 25, 50, 75 and 100 % of the axis. */
export const AXIS_TICK_SHARES = [0, 0.25, 0.5, 0.75, 1] as const;

export const SECONDS_PER_HOUR = 3600;

/** The chart's hour axis. */
export interface HourAxis {
  /** The top of the axis: the largest month in hours, rounded up to a whole hour (at least 1). */
  maxHours: number;
  /** The tick values in hours, at the shares of `AXIS_TICK_SHARES`: whole hours, or whole minutes below 4 hours. */
  ticks: number[];
  /** How the ticks read: in hours, or in minutes when the axis is shorter than 4 hours ('15 min', not '0.25 h'). */
  unit: 'hours' | 'minutes';
}

/** From this top up, the quarter ticks are whole hours; below it they are read in minutes. */
const WHOLE_HOUR_TICKS_FROM = 4;

/**
 * docs/product.md §9: the axis scales to the maximum hour rounded up; from 4 hours up, to a multiple of 4 so each
 * quarter tick is a whole hour (57 h → 60 h: 15, 30, 45). An all-zero range still gets a 1-hour axis.
 */
export function hourAxis(maxSeconds: number): HourAxis {
  const wholeHours = Math.max(1, Math.ceil(Math.max(0, maxSeconds) / SECONDS_PER_HOUR));
  const maxHours =
    wholeHours < WHOLE_HOUR_TICKS_FROM
      ? wholeHours
      : Math.ceil(wholeHours / WHOLE_HOUR_TICKS_FROM) * WHOLE_HOUR_TICKS_FROM;
  return {
    maxHours,
    ticks: AXIS_TICK_SHARES.map((share) => share * maxHours),
    unit: maxHours < WHOLE_HOUR_TICKS_FROM ? 'minutes' : 'hours',
  };
}

/** docs/product.md §9: the chart is 200 px high. */
export const CHART_HEIGHT = 200;
