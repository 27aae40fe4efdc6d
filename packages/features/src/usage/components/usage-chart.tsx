import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { CHART_HEIGHT, hourAxis, SECONDS_PER_HOUR } from '../model/axis';
import type { MonthUsage } from '../model/months';
import { useElementWidth } from './use-element-width';
import { useUsageFormat } from './use-usage-format';

const MARGIN = { top: 10, right: 8, bottom: 38, left: 60 };
/** Room a month label needs; narrower bars label every second, third… month. */
const MIN_LABEL_WIDTH = 40;
const ZERO_MARK_HEIGHT = 2;

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
 */
export function UsageChart({ series, label, describedBy }: UsageChartProps) {
  const format = useUsageFormat();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const axis = hourAxis(Math.max(0, ...series.map((item) => item.seconds)));
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const months = series.map((item) => item.month);

  const x = scaleBand<string>({ domain: months, range: [0, innerWidth], paddingInner: 0.25, paddingOuter: 0.15 });
  const y = scaleLinear<number>({ domain: [0, axis.maxHours], range: [innerHeight, 0] });
  const every = Math.max(1, Math.ceil(MIN_LABEL_WIDTH / Math.max(1, x.step())));
  const labelled = months.filter((_, index) => index % every === 0);

  // The month, and at the first label and each January the year too, in the order the language writes them.
  const monthTick = ({ x: tickX, y: tickY, formattedValue }: TickRendererProps) => {
    const month = formattedValue ?? '';
    const withYear = month === labelled[0] || month.endsWith('-01');
    return (
      <text x={tickX} y={tickY} textAnchor="middle" {...tickText}>
        {format.monthLines(month, withYear).map((line, index) => (
          <tspan key={line} x={tickX} dy={index === 0 ? '0.6em' : '1.25em'}>
            {line}
          </tspan>
        ))}
      </text>
    );
  };

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
            <GridRows
              scale={y}
              width={innerWidth}
              tickValues={axis.ticks}
              stroke="currentColor"
              className="text-border"
            />
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
            <AxisLeft
              scale={y}
              tickValues={axis.ticks}
              tickFormat={(value) =>
                axis.unit === 'minutes' ? format.minutes(Number(value) * 60) : format.hours(Number(value))
              }
              hideAxisLine
              hideTicks
              tickClassName="usage-chart-hour-tick"
              tickLabelProps={{ ...tickText, textAnchor: 'end', dx: -4, dy: '0.33em' }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={labelled}
              tickFormat={(month) => month}
              tickLength={4}
              stroke="currentColor"
              tickStroke="currentColor"
              axisLineClassName="text-border"
              tickClassName="usage-chart-month-tick"
              tickComponent={monthTick}
            />
          </Group>
        </svg>
      ) : null}
    </div>
  );
}
