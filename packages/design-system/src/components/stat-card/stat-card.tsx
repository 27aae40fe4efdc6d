import type * as React from 'react';
import { cn } from '../../lib/cn';

export type StatCardProps = React.ComponentProps<'div'> & {
  /** What the number measures ('Total streaming time', 「総配信時間」). */
  label: React.ReactNode;
  /** The figure itself, already formatted ('12h 3m 4s', '3 / 5'). */
  value: React.ReactNode;
  /** A short line under the value that explains it ('Last 6 months'). */
  hint?: React.ReactNode;
  /** A decorative icon in the top-right corner; hidden from screen readers. */
  icon?: React.ReactNode;
};

/**
 * One headline figure of a summary (usage totals, seats in use). Label and value form a
 * description list, so a screen reader reads them as a pair.
 */
export function StatCard({ className, label, value, hint, icon, ...props }: StatCardProps) {
  return (
    <div
      data-slot="stat-card"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-card',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        <dl className="flex min-w-0 flex-col gap-1">
          <dt data-slot="stat-card-label" className="text-sm font-medium text-muted-foreground">
            {label}
          </dt>
          <dd
            data-slot="stat-card-value"
            className="text-2xl leading-tight font-semibold tracking-tight break-words tabular-nums sm:text-3xl"
          >
            {value}
          </dd>
          {hint ? (
            <dd data-slot="stat-card-hint" className="text-sm text-muted-foreground">
              {hint}
            </dd>
          ) : null}
        </dl>
        {icon ? (
          <div
            data-slot="stat-card-icon"
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground [&_svg]:size-5"
          >
            {icon}
          </div>
        ) : null}
      </div>
    </div>
  );
}
