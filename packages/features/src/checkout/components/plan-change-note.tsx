import type { Plan, SubscriptionPreview } from '@holostream/api';
import { Alert } from '@holostream/design-system';
import { FREE_TIER_ID, planChange } from '../../plans/plan-key';
import { usePlanName } from '../../plans';
import { usePlans, useSubscription } from '../../shared/api';
import { formatDate, formatUsd } from '../model/format';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

/**
 * From one paid plan to another, what changes and when, from the preview: a cheaper plan is a switch (never called
 * an upgrade), with today's amount and the monthly price from the next billing date. Nothing from the free plan, or
 * while the current plan is not known.
 */
export function PlanChangeNote({ plan, preview }: { plan: Plan; preview: SubscriptionPreview }) {
  const { t, i18n } = useTexts(checkoutTexts);
  const planName = usePlanName();
  const subscription = useSubscription();
  const plans = usePlans();
  const tierId = subscription.data?.subTierId;
  const current = plans.data?.find((candidate) => candidate.id === tierId);
  if (!current || current.id === FREE_TIER_ID || current.id === plan.id) return null;
  const language = i18n.language;
  const names = { from: planName(current), to: planName(plan) };
  if (planChange(current, plan) === 'upgrade') {
    return <Alert variant="info" title={t('change.upgrade', names)} />;
  }
  return (
    <Alert variant="info" title={t('change.switch', names)}>
      {t('change.switchDetail', {
        today: formatUsd(preview.total, language),
        date: formatDate(preview.nextBillingDate, language),
        monthly: formatUsd(plan.price, language),
      })}
    </Alert>
  );
}
