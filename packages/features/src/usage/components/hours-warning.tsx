import { toMonthValue } from '@holostream/api';
import { useServerNow } from '../../shared/use-server-now';
import { lazy, Suspense } from 'react';
import { useUsage } from '../../shared/api';
import { useKeptForPerson } from '../../shared/kept-for-person';
import { hoursWarning, isDismissed, readDismissal, type HoursWarningDismissal } from '../model/hours-warning';
import { monthlySeries, secondsIn } from '../model/months';
import { defaultUsageRange } from '../model/default-range';
import { useMonthlyLimit } from '../model/use-monthly-limit';

// Few months reach 80 %: the notice, its words and the plan's name come only when there is one to show.
const HoursWarningNotice = lazy(() =>
  import('./hours-warning-notice').then((module) => ({ default: module.HoursWarningNotice })),
);

export interface HoursWarningProps {
  /** On the usage tab itself: no "View usage". */
  onUsageTab?: boolean;
  /** The current time (stories pin it); the clock when the page opens by default. */
  now?: Date;
}

/**
 * Beyond docs/product.md: above every account tab, a warning once this month's streaming reaches 80 % of the plan's
 * hours (amber) or all of them (red), with when they start again. Nothing under 80 %, on an unlimited plan, while
 * loading or when a call failed. Dismissed, it stays away for the rest of the month unless the level rises.
 */
export function HoursWarning({ onUsageTab = false, now: pinnedNow }: HoursWarningProps) {
  const now = useServerNow(pinnedNow);
  const month = toMonthValue(now);
  // The usage tab's default range: one request for both, shared in the cache.
  const range = defaultUsageRange(now);
  const usage = useUsage(range);
  const limit = useMonthlyLimit();
  const [dismissal, dismiss] = useKeptForPerson<HoursWarningDismissal | null>('hours-warning', readDismissal, null);

  if (!usage.data || limit.status !== 'ready') return null;
  const warning = hoursWarning(secondsIn(monthlySeries(usage.data, range), month), limit.limit, month);
  if (warning === null || isDismissed(warning, dismissal, month)) return null;
  return (
    <Suspense fallback={null}>
      <HoursWarningNotice
        warning={warning}
        plan={limit.limit.plan}
        onUsageTab={onUsageTab}
        onDismiss={() => dismiss({ month, level: warning.level })}
      />
    </Suspense>
  );
}
