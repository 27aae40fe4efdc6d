import { useSubscription } from '../../shared/api/subscription';
import { standingKind } from '../../subscription';
import { BillingTabNotice } from './billing-tab-notice';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';

/**
 * docs/product.md §2 General tab: the last payment failed; the way on is the billing tab, where it can be paid. Shown
 * at the top of the general tab and, beyond docs/product.md, above every other account tab. Nothing while loading.
 */
export function PastDueBanner() {
  const { t } = useTexts(accountTexts);
  const { data } = useSubscription();
  if (!data || standingKind(data) !== 'payment-failed') return null;
  return (
    <BillingTabNotice
      title={t('paymentFailed.title')}
      description={t('paymentFailed.description')}
      action={t('paymentFailed.action')}
    />
  );
}
