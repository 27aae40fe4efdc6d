import { StatusBadge } from '@holostream/design-system';
import type { BillingStatusView } from '../model/billing-status';
import { readableCode } from '../../shared/readable-code';
import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';

/** A bill's status in colour and words; one the site has no words for reads as its code in words, said to be other. */
export function BillingStatusBadge({ view }: { view: BillingStatusView }) {
  const { t } = useTexts(billingTexts);
  return (
    <StatusBadge
      tone={view.tone}
      data-status={view.status}
      label={view.labelKey ? t(`status.${view.labelKey}`) : t('status.other', { status: readableCode(view.status) })}
    />
  );
}
