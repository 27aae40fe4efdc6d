import { Alert, Button } from '@holostream/design-system';
import { Link } from 'react-router';
import { useBillingHistory } from '../../shared/api';
import { billNeedingAction, COMPLETE_PAYMENT_ANCHOR } from '../../shared/bill-needing-action';
import { accountTabSearch } from '../model/account-tab';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';

/**
 * Beyond docs/product.md: while a payment waits for the person's extra step (a 402 at checkout, an unfinished 3-D
 * Secure), the general tab says so and links to that bill on the billing tab. Nothing while loading or on a failure.
 */
export function PaymentActionNotice() {
  const { t } = useTexts(accountTexts);
  const history = useBillingHistory();
  if (!history.data || !billNeedingAction(history.data)) return null;
  return (
    <Alert
      variant="warning"
      title={t('paymentAction.title')}
      action={
        <Button asChild variant="outline" size="sm">
          <Link to={{ search: accountTabSearch('billing'), hash: COMPLETE_PAYMENT_ANCHOR }} replace>
            {t('paymentAction.action')}
          </Link>
        </Button>
      }
    >
      {t('paymentAction.description')}
    </Alert>
  );
}
