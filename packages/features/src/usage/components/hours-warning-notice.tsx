import type { Plan } from '@holostream/api';
import { Alert, Button } from '@holostream/design-system';
import { Link } from 'react-router';
import { usePlanName } from '../../plans';
import { useTexts } from '../../shared/i18n/texts';
import { useSiteLinks } from '../../shared/links';
import { SECONDS_PER_HOUR } from '../model/axis';
import type { HoursWarning } from '../model/hours-warning';
import { hoursWarningTexts } from '../warning-locales/texts';

export interface HoursWarningNoticeProps {
  warning: HoursWarning;
  /** The plan whose hours they are. */
  plan: Plan;
  /** On the usage tab itself: no "View usage". */
  onUsageTab: boolean;
  onDismiss: () => void;
}

/** What hours-warning.tsx shows once the month has reached 80 % of the plan's hours: the amber or red notice. */
export function HoursWarningNotice({ warning, plan, onUsageTab, onDismiss }: HoursWarningNoticeProps) {
  const { t, i18n } = useTexts(hoursWarningTexts);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const planName = usePlanName();
  const links = useSiteLinks();
  const reached = warning.level === 'reached';
  return (
    <Alert
      data-slot="hours-warning"
      variant={reached ? 'error' : 'warning'}
      title={reached ? t('reached') : t('near', { percent: warning.percent })}
      action={
        <>
          {onUsageTab ? null : (
            <Button asChild variant="outline" size="sm">
              <Link to={{ search: '?tab=usage' }} replace>
                {t('viewUsage')}
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" size="sm">
            <Link to={links.plans}>{t('comparePlans')}</Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        </>
      }
    >
      {t('body', {
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
