import { Card, CardContent, CardHeader, CardTitle, Meter, Skeleton } from '@holostream/design-system';
import { usePlanName } from '../../plans';
import type { MonthlyLimitResult } from '../model/use-monthly-limit';
import { SECONDS_PER_HOUR } from '../model/axis';
import { paceLimitDate } from '../model/hours-warning';
import { nextMonthStart } from '../model/limit';
import { useUsageFormat } from './use-usage-format';
import { useTexts } from '../../shared/i18n/texts';
import { usageTexts } from '../locales/texts';

export interface MonthLimitCardProps {
  /** The current month, 'YYYY-MM'. */
  month: string;
  /** Streaming time of the current month in seconds; undefined while it loads. */
  seconds: number | undefined;
  /** The plan's monthly hours. */
  limit: MonthlyLimitResult;
  /** The current time, for the pace of the month so far. */
  now: Date;
}

/**
 * This month's streaming time against the plan's `monthlyUsageLimit` (a meter; 'Unlimited' for 0).
 * Without a known limit it still says how much was streamed (plan failures are only logged, docs/product.md §8).
 */
export function MonthLimitCard({ month, seconds, limit, now }: MonthLimitCardProps) {
  const { t } = useTexts(usageTexts);
  const format = useUsageFormat();
  const planName = usePlanName();
  const loading = seconds === undefined || limit.status === 'pending';

  const body = () => {
    if (loading) {
      return (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t('limit.loading')}</span>
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-3 w-64" />
        </div>
      );
    }
    const used = format.duration(seconds);
    const label = t('limit.label', { month: format.month(month) });
    if (limit.status === 'unknown') return <p className="text-sm">{t('limit.unknown', { used })}</p>;
    const plan = planName(limit.limit.plan);
    if (limit.limit.hours === 'unlimited') {
      return (
        <Meter
          label={label}
          value={seconds / SECONDS_PER_HOUR}
          max={0}
          unlimited
          valueText={t('limit.unlimited', { used })}
          description={t('limit.descriptionUnlimited', { plan })}
        />
      );
    }
    const max = limit.limit.hours;
    const hours = seconds / SECONDS_PER_HOUR;
    const limitText = format.hours(max);
    const pace = paceLimitDate(seconds, limit.limit, now);
    return (
      <div className="flex flex-col gap-2">
        <Meter
          label={label}
          value={hours}
          max={max}
          valueText={t(hours > max ? 'limit.over' : 'limit.of', { used, limit: limitText })}
          description={t('limit.description', {
            plan,
            limit: limitText,
            date: format.date(nextMonthStart(month)),
          })}
        />
        {pace ? (
          <p data-slot="usage-pace" className="text-sm font-medium text-status-amber">
            {t('limit.pace', { date: format.date(pace) })}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('limit.title')}</CardTitle>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
