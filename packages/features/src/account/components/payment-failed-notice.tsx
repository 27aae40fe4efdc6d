import { Alert, Button } from '@holostream/design-system';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountTabSearch } from '../model/account-tab';

/**
 * docs/product.md §2 General tab: the last payment failed; the way on is the billing tab, where the failed bill
 * can be paid. A tab switch within the account replaces the history entry (Back leaves the account).
 */
export function PaymentFailedNotice() {
  const { t } = useTranslation('account');
  return (
    <Alert
      variant="warning"
      title={t('paymentFailed.title')}
      action={
        <Button asChild variant="outline" size="sm">
          <Link to={{ search: accountTabSearch('billing') }} replace>
            {t('paymentFailed.action')}
          </Link>
        </Button>
      }
    >
      {t('paymentFailed.description')}
    </Alert>
  );
}
