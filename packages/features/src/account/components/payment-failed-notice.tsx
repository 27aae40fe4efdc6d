import { BillingTabNotice } from './billing-tab-notice';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';

/** docs/product.md §2 General tab: the last payment failed; the way on is the billing tab, where it can be paid. */
export function PaymentFailedNotice() {
  const { t } = useTexts(accountTexts);
  return (
    <BillingTabNotice
      title={t('paymentFailed.title')}
      description={t('paymentFailed.description')}
      action={t('paymentFailed.action')}
    />
  );
}
