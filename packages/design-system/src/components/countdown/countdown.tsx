import * as React from 'react';
import { cn } from '../../lib/cn';
import { useCountdown, type UseCountdownOptions } from './use-countdown';

export type CountdownProps = Omit<React.ComponentProps<'span'>, 'children'> &
  UseCountdownOptions & {
    /** The moment the countdown reaches zero. */
    expiresAt: Date | number;
    /** Short unit labels after each number (`{ days: 'd', hours: 'h', minutes: 'm', seconds: 's' }`, `{ days: '日', hours: '時間', minutes: '分', seconds: '秒' }`). */
    labels: { days: string; hours: string; minutes: string; seconds: string };
    /** Shown and announced once the time is up ("Expired", 「期限切れ」). */
    expiredLabel: string;
    /** Called once when the countdown reaches zero (also when it is already past on mount). */
    onExpire?: () => void;
  };

/** ISO 8601 duration for `<time dateTime>`, e.g. P1DT2H3M4S. */
function isoDuration(days: number, hours: number, minutes: number, seconds: number): string {
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Time left until `expiresAt` in days, hours, minutes and seconds, a box each, ticking every second. The ticking
 * text is not a live region (a screen reader would otherwise speak every second); only reaching zero
 * is announced, through a polite status that then shows `expiredLabel`.
 */
export function Countdown({ className, expiresAt, labels, expiredLabel, onExpire, now, ...props }: CountdownProps) {
  const { days, hours, minutes, seconds, expired } = useCountdown(expiresAt, { now });
  const fireExpire = React.useEffectEvent(() => onExpire?.());

  React.useEffect(() => {
    // Runs once per expiry: `expired` only turns true again after a new, later `expiresAt`.
    if (expired) fireExpire();
  }, [expired]);

  const units = [
    { key: 'days', value: String(days), label: labels.days },
    { key: 'hours', value: pad(hours), label: labels.hours },
    { key: 'minutes', value: pad(minutes), label: labels.minutes },
    { key: 'seconds', value: pad(seconds), label: labels.seconds },
  ] as const;

  return (
    <span
      data-slot="countdown"
      data-expired={expired || undefined}
      className={cn('inline-flex items-center', className)}
      {...props}
    >
      {!expired && (
        <time
          dateTime={isoDuration(days, hours, minutes, seconds)}
          aria-live="off"
          className="inline-flex flex-wrap items-center gap-2 tabular-nums"
        >
          {units.map((unit) => (
            <span
              key={unit.key}
              data-unit={unit.key}
              className="flex min-w-14 flex-col items-center rounded-md border bg-muted px-2 py-1.5"
            >
              <span className="text-xl leading-tight font-semibold text-foreground">{unit.value}</span>
              <span className="text-xs text-muted-foreground">{unit.label}</span>
            </span>
          ))}
        </time>
      )}
      <span
        role="status"
        className={cn(expired && 'rounded-md bg-status-grey-surface px-2 py-0.5 text-sm font-medium text-status-grey')}
      >
        {expired ? expiredLabel : null}
      </span>
    </span>
  );
}
