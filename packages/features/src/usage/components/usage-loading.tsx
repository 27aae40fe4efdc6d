import { Skeleton } from '@holostream/design-system';
import { CHART_HEIGHT } from '../model/axis';
import { useTexts } from '../../shared/i18n/texts';
import { usageTexts } from '../locales/texts';

/** While a range loads: the shape of the summary, the chart and the breakdown, and words for screen readers. */
export function UsageLoading() {
  const { t } = useTexts(usageTexts);
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{t('loading')}</span>
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="flex flex-col gap-3 rounded-lg border border-border p-5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-8 w-36" />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-4 rounded-lg border border-border p-6">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />
      </div>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-6 w-40" />
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    </div>
  );
}
