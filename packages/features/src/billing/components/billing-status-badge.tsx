import { StatusBadge } from '@holostream/design-system';
import { useTranslation } from 'react-i18next';
import type { BillingStatusView } from '../model/billing-status';

/** A bill's status in colour and words; statuses without a label show as the server wrote them. */
export function BillingStatusBadge({ view }: { view: BillingStatusView }) {
  const { t } = useTranslation('billing');
  return (
    <StatusBadge
      tone={view.tone}
      data-status={view.status}
      label={view.labelKey ? t(`status.${view.labelKey}`) : view.status}
    />
  );
}
