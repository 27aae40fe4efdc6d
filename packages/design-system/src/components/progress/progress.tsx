import { Progress as ProgressPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn';

export type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'children' | 'getValueLabel'> & {
  /** What is being done ("Set-up progress", 「セットアップの進み具合」). */
  label: React.ReactNode;
  /** How far it is: steps done, in the same unit as `max`. */
  value: number;
  /** The steps in all. */
  max: number;
  /** The progress as words, shown beside the label and spoken as `aria-valuetext` ("2 of 5 done", 「5件中2件完了」). */
  valueText: string;
};

/**
 * Progress through a task (`role="progressbar"`, Radix's Progress), e.g. the set-up checklist's steps. Not for an
 * amount against a limit, which is a `Meter` (ARIA: a meter must not show a task's progress).
 */
export function Progress({ className, label, value, max, valueText, ...props }: ProgressProps) {
  const labelId = `${React.useId()}-label`;
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div data-slot="progress" className={cn('flex w-full flex-col gap-2', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span id={labelId} className="text-sm font-medium text-foreground">
          {label}
        </span>
        {/* Spoken through aria-valuetext; hidden here so it is not read twice. */}
        <span aria-hidden className="text-sm text-muted-foreground tabular-nums">
          {valueText}
        </span>
      </div>
      <ProgressPrimitive.Root
        aria-labelledby={labelId}
        value={value}
        max={max}
        getValueLabel={() => valueText}
        className="relative h-2 w-full overflow-hidden rounded-full bg-border"
        {...props}
      >
        <ProgressPrimitive.Indicator
          className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
