import { toMonthValue, type UsageRange } from '@holostream/api';
import { useServerNow } from '../../shared/use-server-now';
import { Alert, Button, SectionHeader } from '@holostream/design-system';
import { useId, useMemo, useState } from 'react';
import { useMonthlyLimit } from '../model/use-monthly-limit';
import { useReloadUsage, useUsage } from '../../shared/api/usage';
import { ReadFailure, useFailureText } from '../../shared/failures';
import { useDraftKey, useDraftState } from '../../shared/forms';
import { monthlySeries, secondsIn } from '../model/months';
import { defaultUsageRange } from '../model/default-range';
import { checkUsageRange } from '../model/range';
import { MonthLimitCard } from './month-limit-card';
import { RangeForm } from './range-form';
import { UsageLoading } from './usage-loading';
import { UsageNotes } from './usage-notes';
import { UsageRangeContent } from './usage-range-content';
import { useTexts } from '../../shared/i18n/texts';
import { usageTexts } from '../locales/texts';

export interface UsageTabProps {
  /**
   * The current time: its month is the end of the default range and the latest month the pickers
   * offer. Default: the clock when the tab opens (stories and tests pin it).
   */
  now?: Date;
}

/**
 * The usage tab of /account (docs/product.md §2, §5, §7, §9): this month against the plan's limit, the month range
 * (default: the last 6 months up to the current one) with Apply and Reset, then for the applied range
 * the summary cards, a monthly bar chart and breakdown, or the loading, error or empty state; and notes.
 */
export function UsageTab({ now: pinnedNow }: UsageTabProps) {
  const { t } = useTexts(usageTexts);
  const failure = useFailureText();
  const reloadUsage = useReloadUsage();
  const titleId = useId();
  const now = useServerNow(pinnedNow);
  const nowMs = now.getTime();
  const currentMonth = toMonthValue(now);
  const defaults = useMemo(() => defaultUsageRange(new Date(nowMs)), [nowMs]);

  // The months being picked are kept as a draft (a session that expires, a reload) and shown again,
  // applied when they make a range.
  const [draft, setDraft, rangeDraft] = useDraftState<UsageRange>({ key: useDraftKey('usage-range') }, defaults);
  const [applied, setApplied] = useState<UsageRange>(() =>
    rangeDraft.restored && checkUsageRange(draft, now).valid ? draft : defaults,
  );
  const check = checkUsageRange(draft, now);

  const usage = useUsage(applied);
  // The default range holds the current month; with the default applied it is the same request.
  const recent = useUsage(defaults);
  const limit = useMonthlyLimit();

  /** Shows `range` and loads it afresh; a request already on its way is reused (one click, one request). */
  const load = (range: UsageRange) => {
    setApplied(range);
    void reloadUsage(range);
  };

  const retry = () => {
    void usage.refetch();
    if (recent.isError) void recent.refetch();
  };

  const failureText = failure.detail(usage.error) ?? undefined;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6">
      <SectionHeader titleId={titleId} title={t('title')} description={t('description')} />

      {recent.isError ? null : (
        <MonthLimitCard
          month={currentMonth}
          seconds={recent.data ? secondsIn(monthlySeries(recent.data, defaults), currentMonth) : undefined}
          limit={limit}
          now={now}
        />
      )}

      <RangeForm
        draft={draft}
        check={check}
        applied={applied}
        maxMonth={currentMonth}
        busy={usage.isFetching}
        onDraftChange={setDraft}
        onApply={() => load({ ...draft })}
        onReset={() => {
          setDraft(defaults);
          load(defaults);
        }}
      />

      {usage.isPending ? (
        <UsageLoading />
      ) : usage.data === undefined ? (
        <ReadFailure titleAs="h3" title={t('error.title')} message={failureText} reads={[usage]} />
      ) : (
        <div className="flex flex-col gap-6">
          {usage.isError ? (
            <Alert
              variant="error"
              title={t('error.title')}
              action={
                <Button variant="outline" size="sm" onClick={retry} loading={usage.isFetching}>
                  {failure.retryLabel}
                </Button>
              }
            >
              {failureText}
            </Alert>
          ) : null}
          <UsageRangeContent series={monthlySeries(usage.data, applied)} range={applied} currentMonth={currentMonth} />
        </div>
      )}

      <UsageNotes now={now} />
    </section>
  );
}
