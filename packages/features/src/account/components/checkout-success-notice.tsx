import { Alert, Button } from '@holostream/design-system';
import { useLocation, useNavigate } from 'react-router';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';

function readSuccessMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('successMessage' in state)) return null;
  const { successMessage } = state as { successMessage: unknown };
  return typeof successMessage === 'string' && successMessage.trim() !== '' ? successMessage : null;
}

/**
 * docs/product.md §2 Checkout: the success message checkout leaves in the navigation state. Dismissing it clears
 * the state, so a reload does not show it again.
 */
export function CheckoutSuccessNotice() {
  const { t } = useTexts(accountTexts);
  const location = useLocation();
  const navigate = useNavigate();
  const message = readSuccessMessage(location.state);
  if (!message) return null;

  const dismiss = () => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  };

  return (
    <Alert
      variant="success"
      title={t('checkoutSuccess.title')}
      action={
        <Button variant="ghost" size="sm" onClick={dismiss}>
          {t('checkoutSuccess.dismiss')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
