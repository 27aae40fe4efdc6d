import type { UsageRange } from '@holostream/api';
import { Badge, Button, ResponsiveTable, type ResponsiveTableColumn } from '@holostream/design-system';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { usageCsv, usageCsvFileName } from '../model/csv';
import type { MonthUsage } from '../model/months';
import { downloadText } from '../../shared/download-text';
import { useUsageFormat } from './use-usage-format';
import { useTexts } from '../../shared/i18n/texts';
import { usageTexts } from '../locales/texts';

export interface UsageBreakdownProps {
  /** Every month of the range, oldest first. */
  series: readonly MonthUsage[];
  range: UsageRange;
  /** The current month, marked as still running. */
  currentMonth: string;
  totalSeconds: number;
}

/**
 * The monthly breakdown (a table on desktop, cards on phones): month, streaming time, share of the
 * range. It is the text alternative of the chart. 'Export CSV' downloads the same rows.
 */
export function UsageBreakdown({ series, range, currentMonth, totalSeconds }: UsageBreakdownProps) {
  const { t } = useTexts(usageTexts);
  const format = useUsageFormat();
  const titleId = useId();

  const columns: ResponsiveTableColumn<MonthUsage>[] = [
    {
      id: 'month',
      header: t('breakdown.month'),
      isRowHeader: true,
      cell: (row) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-2 sm:justify-start">
          {format.month(row.month)}
          {row.month === currentMonth ? <Badge variant="outline">{t('breakdown.inProgress')}</Badge> : null}
        </span>
      ),
    },
    { id: 'time', header: t('breakdown.time'), align: 'end', cell: (row) => format.duration(row.seconds) },
    {
      id: 'share',
      header: t('breakdown.share'),
      align: 'end',
      cell: (row) => format.percent(totalSeconds > 0 ? row.seconds / totalSeconds : 0),
    },
  ];

  const exportCsv = () => {
    const text = usageCsv(series, {
      month: t('breakdown.csv.month'),
      hours: t('breakdown.csv.hours'),
      seconds: t('breakdown.csv.seconds'),
    });
    downloadText(text, usageCsvFileName(range), 'text/csv;charset=utf-8');
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold tracking-tight">
          {t('breakdown.title')}
        </h3>
        <Button variant="outline" size="sm" onClick={exportCsv}>
          <Download aria-hidden />
          {t('breakdown.export')}
        </Button>
      </div>
      <ResponsiveTable
        columns={columns}
        rows={series}
        getRowId={(row) => row.month}
        caption={t('breakdown.title')}
        hideCaption
        emptyState={t('breakdown.empty')}
      />
    </section>
  );
}
