import type { UsageRange } from '@holostream/api';
import { StatCard } from '@holostream/design-system';
import { CalendarCheck, CalendarRange, Clock, Trophy } from 'lucide-react';
import { useId } from 'react';
import type { UsageSummary as Summary } from '../model/summary';
import { useUsageFormat } from './use-usage-format';
import { useTexts } from '../../shared/i18n/texts';
import { usageTexts } from '../locales/texts';

export interface UsageSummaryProps {
  summary: Summary;
  /** The range the figures are for. */
  range: UsageRange;
}

/** The summary cards of the range: total, average per month, busiest month, months with streaming. */
export function UsageSummary({ summary, range }: UsageSummaryProps) {
  const { t } = useTexts(usageTexts);
  const format = useUsageFormat();
  const titleId = useId();
  const rangeText = t('summary.range', { start: format.month(range.start), end: format.month(range.end) });
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="sr-only">
        {t('summary.title')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          label={t('summary.total')}
          value={format.duration(summary.totalSeconds)}
          hint={rangeText}
          icon={<Clock />}
        />
        <StatCard
          label={t('summary.average')}
          value={format.duration(summary.averageSeconds)}
          hint={t('summary.averageHint', { count: summary.months })}
          icon={<CalendarRange />}
        />
        <StatCard
          label={t('summary.busiest')}
          value={summary.busiest ? format.month(summary.busiest.month) : '—'}
          hint={summary.busiest ? format.duration(summary.busiest.seconds) : undefined}
          icon={<Trophy />}
        />
        <StatCard
          label={t('summary.active')}
          value={t('summary.activeValue', { active: summary.activeMonths, total: summary.months })}
          hint={rangeText}
          icon={<CalendarCheck />}
        />
      </div>
    </section>
  );
}
