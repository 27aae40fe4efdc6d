import { useBillingHistory } from '../../shared/api/billing-history';
import { useSubscription } from '../../shared/api/subscription';
import { COMPLETE_PAYMENT_ANCHOR, subscriptionStanding, waitingPayment } from '../../subscription';
import { BillingTabNotice } from './billing-tab-notice';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';

/**
 * Beyond docs/product.md: while a payment waits for the person's extra step (a 402 at checkout, an unfinished 3-D
 * Secure), the general tab says so and links to that bill on the billing tab. Nothing while loading or on a failure.
 */
export function PaymentActionNotice() {
  const { t } = useTexts(accountTexts);
  const history = useBillingHistory();
  const subscription = useSubscription();
  if (!history.data || !subscription.data) return null;
  if (!waitingPayment(history.data, subscriptionStanding(subscription.data))) return null;
  return (
    <BillingTabNotice
      title={t('paymentAction.title')}
      description={t('paymentAction.description')}
      action={t('paymentAction.action')}
      hash={COMPLETE_PAYMENT_ANCHOR}
    />
  );
}
