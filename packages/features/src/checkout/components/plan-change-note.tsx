import type { Plan, SubscriptionPreview } from '@holostream/api';
import { Alert } from '@holostream/design-system';
import { usePlanName } from '../../plans';
import { formatDate, formatUsd } from '../model/format';
import type { OrderChange } from '../model/order-change';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

/**
 * What confirming does, for a first purchase, an upgrade and a switch alike (a cheaper plan is never called an
 * upgrade): what happens now, what is charged today and from when the monthly price, and what happens to the plan
 * held now. From the preview's total, remaining days and next billing date alone: no credit the server does not state.
 */
export function PlanChangeNote({
  plan,
  preview,
  change,
}: {
  plan: Plan;
  preview: SubscriptionPreview;
  change: OrderChange;
}) {
  const { t, i18n } = useTexts(checkoutTexts);
  const planName = usePlanName();
  const language = i18n.language;
  const date = formatDate(preview.nextBillingDate, language);
  const today = formatUsd(preview.total, language);
  const to = planName(plan);
  const from = change.from ? planName(change.from) : t('change.unknownPlan');
  const when = change.chargedToday ? 'paid' : 'confirmed';
  const lines =
    change.kind === 'first'
      ? [t(`change.now.first.${when}`, { to }), t('change.current.first')]
      : [t(`change.now.change.${when}`, { to, from }), t(`change.current.${change.kind}`, { from })];
  const charge = !change.chargedToday
    ? t('change.today.nothing')
    : change.prorated
      ? t('change.today.prorated', { today, date, count: preview.daysRemaining })
      : t('change.today.month', { today, date });
  return (
    <Alert variant="info" title={t(`change.title.${change.kind}`, { to, from })}>
      <ul className="grid list-disc gap-1 ps-5">
        <li>{lines[0]}</li>
        <li>
          {t('change.chargeThen', {
            charge,
            then: t('change.then', { date, monthly: formatUsd(plan.price, language) }),
          })}
        </li>
        <li>{lines[1]}</li>
      </ul>
    </Alert>
  );
}
