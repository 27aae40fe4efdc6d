import { Group } from '@visx/group';
import { Bar } from '@visx/shape';
import { scaleBand } from '@visx/vendor/d3-scale';
import { CHART_HEIGHT, hourAxis, SECONDS_PER_HOUR } from '../model/axis';
import type { MonthUsage } from '../model/months';
import { useElementWidth } from './use-element-width';
import { useUsageFormat } from './use-usage-format';

const MARGIN = { top: 10, right: 8, bottom: 38, left: 60 };
/** Room a month label needs; narrower bars label every second, third… month. */
const MIN_LABEL_WIDTH = 40;
const ZERO_MARK_HEIGHT = 2;
const HOUR_LABEL_GAP = 12;
const MONTH_TICK_LENGTH = 4;
const MONTH_LABEL_TOP = 14;

const tickText = { fill: 'currentColor', fontFamily: 'inherit', fontSize: 11 } as const;

export interface UsageChartProps {
  /** Every month of the range, oldest first, zero months included. */
  series: readonly MonthUsage[];
  /** What the chart shows, as words (its accessible name): range, busiest month, total. */
  label: string;
  /** Id of the element holding the same figures as text (the breakdown note). */
  describedBy?: string;
}

/**
 * docs/product.md §9: a 200 px bar chart of hours per month, as wide as its container. The hour axis ends at the
 * largest month rounded up to a whole hour, with ticks at 0, 25, 50, 75 and 100 %. One image for
 * assistive technology (`role="img"`); the breakdown table is its text alternative.
 *
 * The axes are drawn here rather than with `@visx/axis`: its text layout brings a CSS `calc()` parser and d3's
 * colour and number formatting with it (docs/decisions/0001).
 */
export function UsageChart({ series, label, describedBy }: UsageChartProps) {
  const format = useUsageFormat();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const axis = hourAxis(Math.max(0, ...series.map((item) => item.seconds)));
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const months = series.map((item) => item.month);

  const x = scaleBand<string>().domain(months).range([0, innerWidth]).paddingInner(0.25).paddingOuter(0.15);
  const y = (hours: number) => innerHeight - (hours / axis.maxHours) * innerHeight;
  const every = Math.max(1, Math.ceil(MIN_LABEL_WIDTH / Math.max(1, x.step())));
  const labelled = months.filter((_, index) => index % every === 0);

  return (
    <div ref={ref} className="w-full" style={{ height: CHART_HEIGHT }}>
      {width > 0 ? (
        <svg
          role="img"
          aria-label={label}
          aria-describedby={describedBy}
          width={width}
          height={CHART_HEIGHT}
          data-slot="usage-chart"
          className="block overflow-visible text-muted-foreground"
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            {axis.ticks.map((hours) => (
              <line
                key={hours}
                x1={0}
                x2={innerWidth}
                y1={y(hours)}
                y2={y(hours)}
                stroke="currentColor"
                shapeRendering="crispEdges"
                className="text-border"
              />
            ))}
            {series.map((item) => {
              const barX = x(item.month) ?? 0;
              const barHeight = innerHeight - y(item.seconds / SECONDS_PER_HOUR);
              // A month without streaming keeps a thin mark on the baseline, so it reads as zero, not missing.
              const shown = item.seconds > 0 ? Math.max(barHeight, ZERO_MARK_HEIGHT) : ZERO_MARK_HEIGHT;
              return (
                <Bar
                  key={item.month}
                  data-month={item.month}
                  data-hours={item.seconds / SECONDS_PER_HOUR}
                  x={barX}
                  y={innerHeight - shown}
                  width={x.bandwidth()}
                  height={shown}
                  rx={Math.min(3, x.bandwidth() / 4)}
                  className={item.seconds > 0 ? 'fill-primary' : 'fill-border'}
                />
              );
            })}
            {axis.ticks.map((hours) => (
              <text
                key={hours}
                className="usage-chart-hour-tick"
                x={-HOUR_LABEL_GAP}
                y={y(hours)}
                dy="0.33em"
                textAnchor="end"
                {...tickText}
              >
                {axis.unit === 'minutes' ? format.minutes(hours * 60) : format.hours(hours)}
              </text>
            ))}
            <Group top={innerHeight}>
              <line
                x1={0.5}
                x2={innerWidth + 0.5}
                stroke="currentColor"
                shapeRendering="crispEdges"
                className="text-border"
              />
              {labelled.map((month, index) => {
                const center = (x(month) ?? 0) + x.bandwidth() / 2;
                // The month, and at the first label and each January the year too, in the order the language
                // writes them.
                const lines = format.monthLines(month, index === 0 || month.endsWith('-01'));
                return (
                  <g key={month} className="usage-chart-month-tick">
                    <line
                      x1={center}
                      x2={center}
                      y2={MONTH_TICK_LENGTH}
                      stroke="currentColor"
                      strokeLinecap="square"
                      shapeRendering="crispEdges"
                    />
                    <text x={center} y={MONTH_LABEL_TOP} textAnchor="middle" {...tickText}>
                      {lines.map((line, lineIndex) => (
                        <tspan key={line} x={center} dy={lineIndex === 0 ? '0.6em' : '1.25em'}>
                          {line}
                        </tspan>
                      ))}
                    </text>
                  </g>
                );
              })}
            </Group>
          </Group>
        </svg>
      ) : null}
    </div>
  );
}
