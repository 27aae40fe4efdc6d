import { useSubscription } from '../../shared/api';
import { standingKind } from '../../subscription';
import { PaymentFailedNotice } from './payment-failed-notice';

/**
 * Beyond docs/product.md: the payment-failed notice above every account tab while the subscription's last
 * payment failed (the general tab shows it in place). Renders nothing otherwise, or while loading.
 */
export function PastDueBanner() {
  const { data } = useSubscription();
  return data && standingKind(data) === 'payment-failed' ? <PaymentFailedNotice /> : null;
}
