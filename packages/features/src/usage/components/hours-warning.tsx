import { toMonthValue, type Plan } from '@holostream/api';
import { Alert, Button } from '@holostream/design-system';
import { Link } from 'react-router';
import { usePlanName } from '../../plans';
import { useTexts } from '../../shared/i18n/texts';
import { useSiteLinks } from '../../shared/links';
import { SECONDS_PER_HOUR } from '../model/axis';
import { usageTexts } from '../locales/texts';
import { useServerNow } from '../../shared/use-server-now';
import { useUsage } from '../../shared/api/usage';
import { useKeptForPerson } from '../../shared/kept-for-person';
import {
  hoursWarning,
  isDismissed,
  readDismissal,
  type HoursWarning as Warning,
  type HoursWarningDismissal,
} from '../model/hours-warning';
import { monthlySeries, secondsIn } from '../model/months';
import { defaultUsageRange } from '../model/default-range';
import { useMonthlyLimit } from '../model/use-monthly-limit';
import { useLanguage } from '../../shared/i18n/use-language';

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
    <HoursWarningNotice
      warning={warning}
      plan={limit.limit.plan}
      onUsageTab={onUsageTab}
      onDismiss={() => dismiss({ month, level: warning.level })}
    />
  );
}

interface HoursWarningNoticeProps {
  warning: Warning;
  /** The plan whose hours they are. */
  plan: Plan;
  /** On the usage tab itself: no "View usage". */
  onUsageTab: boolean;
  onDismiss: () => void;
}

/** What the warning shows once the month has reached 80 % of the plan's hours: the amber or red notice. */
function HoursWarningNotice({ warning, plan, onUsageTab, onDismiss }: HoursWarningNoticeProps) {
  const { t } = useTexts(usageTexts);
  const language = useLanguage();
  const planName = usePlanName();
  const links = useSiteLinks();
  const reached = warning.level === 'reached';
  return (
    <Alert
      data-slot="hours-warning"
      variant={reached ? 'error' : 'warning'}
      title={reached ? t('warning.reached') : t('warning.near', { percent: warning.percent })}
      action={
        <>
          {onUsageTab ? null : (
            <Button asChild variant="outline" size="sm">
              <Link to={{ search: '?tab=usage' }} replace>
                {t('warning.viewUsage')}
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" size="sm">
            <Link to={links.plans}>{t('warning.comparePlans')}</Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {t('warning.dismiss')}
          </Button>
        </>
      }
    >
      {t('warning.body', {
        used: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
          Math.floor((warning.usedSeconds / SECONDS_PER_HOUR) * 10) / 10,
        ),
        limit: new Intl.NumberFormat(language).format(warning.limitHours),
        plan: planName(plan),
        // A calendar day, formatted at UTC like the other dates of the usage tab.
        date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(warning.resetsOn),
      })}
    </Alert>
  );
}
