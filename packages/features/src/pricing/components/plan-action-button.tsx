import { Badge, Button } from '@holostream/design-system';
import { Link } from 'react-router';
import type { PlanAction } from '../model/plan-action';
import { useTexts } from '../../shared/i18n/texts';
import { pricingTexts } from '../../plans/locales/texts';

/** The card's button for a `PlanAction` (the current-plan badge sits in the card's header). */
export function PlanActionButton({ action, planName }: { action: PlanAction; planName: string }) {
  const { t } = useTexts(pricingTexts);
  switch (action.kind) {
    case 'current-plan':
    case 'none':
      return null;
    case 'get-started':
      return (
        <Button asChild className="w-full">
          <Link to={action.to} prefetch="intent">
            {t('actions.getStarted')}
          </Link>
        </Button>
      );
    case 'upgrade':
      return (
        <Button asChild className="w-full">
          {/* Checkout's code is fetched as the person reaches for the button (React Router's intent). */}
          <Link to={action.to} prefetch="intent">
            {t('actions.upgrade', { name: planName })}
          </Link>
        </Button>
      );
    case 'switch':
      // A cheaper plan: offered plainly, never pushed.
      return (
        <Button asChild variant="outline" className="w-full">
          <Link to={action.to} prefetch="intent">
            {t('actions.switch', { name: planName })}
          </Link>
        </Button>
      );
    case 'manage-plan':
      return (
        <Button asChild variant="outline" className="w-full">
          <Link to={action.to}>{t('actions.managePlan')}</Link>
        </Button>
      );
    case 'contact-sales':
      return (
        <Button asChild variant="outline" className="w-full">
          <Link to={action.to}>{t('actions.contactSales')}</Link>
        </Button>
      );
  }
}

/** The 'current plan' badge. */
export function CurrentPlanBadge() {
  const { t } = useTexts(pricingTexts);
  return <Badge variant="primary">{t('currentPlan')}</Badge>;
}
