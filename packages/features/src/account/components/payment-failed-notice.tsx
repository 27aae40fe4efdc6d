import { Alert, Button } from '@holostream/design-system';
import { Link } from 'react-router';
import { accountTabSearch } from '../model/account-tab';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';

/**
 * docs/product.md §2 General tab: the last payment failed; the way on is the billing tab, where the failed bill
 * can be paid. A tab switch within the account replaces the history entry (Back leaves the account).
 */
export function PaymentFailedNotice() {
  const { t } = useTexts(accountTexts);
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
