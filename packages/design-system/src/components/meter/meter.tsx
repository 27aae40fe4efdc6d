import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../../lib/cn';

/** How full the meter is: `normal`, `warning` from 80 %, `over` past the maximum, or `unlimited`. */
export type MeterTone = 'normal' | 'warning' | 'over' | 'unlimited';

export const meterIndicatorVariants = cva('h-full rounded-full transition-[width] duration-500 ease-out', {
  variants: {
    tone: {
      normal: 'bg-primary',
      warning: 'bg-status-amber',
      over: 'bg-destructive',
      // A soft striped fill: there is no limit to measure against.
      unlimited:
        'w-full bg-[repeating-linear-gradient(135deg,var(--color-status-green-surface)_0_6px,var(--color-status-green)_6px_8px)] opacity-60',
    },
  },
  defaultVariants: { tone: 'normal' },
});

const valueTextVariants = cva('text-sm tabular-nums', {
  variants: {
    tone: {
      normal: 'text-muted-foreground',
      warning: 'font-medium text-status-amber',
      over: 'font-medium text-destructive',
      unlimited: 'text-muted-foreground',
    },
  },
  defaultVariants: { tone: 'normal' },
});

export type MeterProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** What is measured ("Streaming hours this month", 「今月の配信時間」). */
  label: React.ReactNode;
  /** The amount used, in the same unit as `max`. */
  value: number;
  /** The limit (the plan's monthly hours). Ignored when `unlimited`. */
  max: number;
  /**
   * The value as words, shown beside the label and read by screen readers as `aria-valuetext`
   * ("12 h of 50 h", 「50時間中12時間」). Say "over the limit" here too: colour alone does not.
   */
  valueText: string;
  /** No limit applies: no meter, just the label and `valueText` over a neutral bar. */
  unlimited?: boolean;
  /** Extra text under the bar, linked with `aria-describedby` ("Resets on July 1", 「7月1日にリセット」). */
  description?: React.ReactNode;
};

/** The tone for a value against its maximum. */
export function meterTone(value: number, max: number): Exclude<MeterTone, 'unlimited'> {
  if (value > max) return 'over';
  return max <= 0 || value / max >= 0.8 ? 'warning' : 'normal';
}

/**
 * A labelled horizontal usage meter (`role="meter"`), e.g. this month's streaming hours against the
 * plan's limit. It turns amber from 80 % and red past the limit; `unlimited` shows usage without a limit.
 */
export function Meter({
  className,
  label,
  value,
  max,
  valueText,
  unlimited = false,
  description,
  ...props
}: MeterProps) {
  const id = React.useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const tone: MeterTone = unlimited ? 'unlimited' : meterTone(value, max);
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 100;
  // ARIA needs aria-valuenow within [0, max]; the real figure (even past the limit) is in the value text.
  const clamped = Math.min(max, Math.max(0, value));

  return (
    <div data-slot="meter" data-tone={tone} className={cn('flex w-full flex-col gap-2', className)} {...props}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span id={labelId} className="text-sm font-medium text-foreground">
          {label}
        </span>
        {/* Spoken through aria-valuetext on the meter; hidden here so it is not read twice. */}
        <span aria-hidden={!unlimited || undefined} className={valueTextVariants({ tone })}>
          {valueText}
        </span>
      </div>
      {unlimited ? (
        <div aria-hidden className="h-2 w-full overflow-hidden rounded-full bg-border">
          <div className={meterIndicatorVariants({ tone })} />
        </div>
      ) : (
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-describedby={description ? descriptionId : undefined}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={clamped}
          aria-valuetext={valueText}
          className="h-2 w-full overflow-hidden rounded-full bg-border"
        >
          <div className={meterIndicatorVariants({ tone })} style={{ width: `${percent}%` }} />
        </div>
      )}
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
    </div>
  );
}
