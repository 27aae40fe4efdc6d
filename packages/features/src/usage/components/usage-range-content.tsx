import type { UsageRange } from '@holostream/api';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState } from '@holostream/design-system';
import { ChartNoAxesColumn } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthUsage } from '../model/months';
import { summarize } from '../model/summary';
import { UsageBreakdown } from './usage-breakdown';
import { UsageChart } from './usage-chart';
import { UsageSummary } from './usage-summary';
import { useUsageFormat } from './use-usage-format';

export interface UsageRangeContentProps {
  /** Every month of the applied range, zero months included. */
  series: readonly MonthUsage[];
  range: UsageRange;
  /** The current month, 'YYYY-MM'. */
  currentMonth: string;
}

/** A loaded range: the empty state when nothing was streamed, else summary cards, chart and breakdown. */
export function UsageRangeContent({ series, range, currentMonth }: UsageRangeContentProps) {
  const { t } = useTranslation('usage');
  const format = useUsageFormat();
  const noteId = useId();
  const summary = summarize(series);
  const start = format.month(range.start);
  const end = format.month(range.end);

  if (summary.busiest === null) {
    return (
      <EmptyState
        icon={<ChartNoAxesColumn />}
        title={t('empty.title')}
        description={t('empty.description', { start, end })}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <UsageSummary summary={summary} range={range} />
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('chart.title')}</CardTitle>
          <CardDescription id={noteId}>{t('chart.note')}</CardDescription>
        </CardHeader>
        <CardContent>
          <UsageChart
            series={series}
            describedBy={noteId}
            label={t('chart.label', {
              start,
              end,
              busiest: format.month(summary.busiest.month),
              duration: format.duration(summary.busiest.seconds),
              total: format.duration(summary.totalSeconds),
            })}
          />
        </CardContent>
      </Card>
      <UsageBreakdown series={series} range={range} currentMonth={currentMonth} totalSeconds={summary.totalSeconds} />
    </div>
  );
}
