import { StatusBadge } from '@holostream/design-system';
import type { BillingStatusView } from '../model/billing-status';
import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';

/** A bill's status in colour and words; statuses without a label show as the server wrote them. */
export function BillingStatusBadge({ view }: { view: BillingStatusView }) {
  const { t } = useTexts(billingTexts);
  return (
    <StatusBadge
      tone={view.tone}
      data-status={view.status}
      label={view.labelKey ? t(`status.${view.labelKey}`) : view.status}
    />
  );
}
