import type { UsageRange } from '@holostream/api';
import { Alert, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@holostream/design-system';
import { useId } from 'react';
import type { MonthUsage } from '../model/months';
import { summarize } from '../model/summary';
import { UsageBreakdown } from './usage-breakdown';
import { UsageChart } from './usage-chart';
import { UsageSummary } from './usage-summary';
import { useUsageFormat } from './use-usage-format';
import { useTexts } from '../../shared/i18n/texts';
import { usageTexts } from '../locales/texts';

export interface UsageRangeContentProps {
  /** Every month of the applied range, zero months included. */
  series: readonly MonthUsage[];
  range: UsageRange;
  /** The current month, 'YYYY-MM'. */
  currentMonth: string;
}

/**
 * A loaded range: summary cards, chart and breakdown (with its CSV). A range without streaming says so
 * above them, and still shows the chart at zero and offers the CSV: zero is a figure too.
 */
export function UsageRangeContent({ series, range, currentMonth }: UsageRangeContentProps) {
  const { t } = useTexts(usageTexts);
  const format = useUsageFormat();
  const noteId = useId();
  const summary = summarize(series);
  const start = format.month(range.start);
  const end = format.month(range.end);

  const busiest = summary.busiest;

  return (
    <div className="flex flex-col gap-6">
      {busiest === null ? (
        <Alert variant="info" data-slot="usage-empty" title={t('empty.title')}>
          {t('empty.description', { start, end })}
        </Alert>
      ) : null}
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
            label={
              busiest === null
                ? t('chart.labelEmpty', { start, end })
                : t('chart.label', {
                    start,
                    end,
                    busiest: format.month(busiest.month),
                    duration: format.duration(busiest.seconds),
                    total: format.duration(summary.totalSeconds),
                  })
            }
          />
        </CardContent>
      </Card>
      <UsageBreakdown series={series} range={range} currentMonth={currentMonth} totalSeconds={summary.totalSeconds} />
    </div>
  );
}
