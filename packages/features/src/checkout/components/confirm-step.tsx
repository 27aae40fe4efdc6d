import {
  describeFailure,
  isApiError,
  type CheckoutBillingDetails,
  type Plan,
  type SubscriptionPreview,
} from '@holostream/api';
import { Alert, Button } from '@holostream/design-system';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSubscribe } from '../../shared/api';
import { paths, routeTo } from '../../shared/routes';
import { OrderSummary } from './order-summary';
import { PaymentSummary, type CardSummary } from './payment-summary';
import { usePlanName } from '../../shared/plans';
import { PurchaseTerms } from './purchase-terms';
import { RequiresActionDialog } from './requires-action-dialog';
import { useFailureText } from '../../shared/failures';

export interface ConfirmStepProps {
  plan: Plan;
  preview: SubscriptionPreview;
  card: CardSummary | null;
  /** The billing details typed in step 1 (null when a saved card skipped it). */
  details: CheckoutBillingDetails | null;
  /** Back to step 1: only when no card was saved before checkout opened. */
  onBack?: () => void;
}

/** Step 2: verified notice, order summary, payment method, the final terms and 'Confirm payment'. */
export function ConfirmStep({ plan, preview, card, details, onBack }: ConfirmStepProps) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const planName = usePlanName()(plan);
  const subscribe = useSubscribe();
  const failureText = useFailureText();
  // One click, one request: the ref blocks a second click before React re-renders the button.
  const inFlight = useRef(false);
  const [actionMessage, setActionMessage] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const confirm = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setErrorMessage(null);
    subscribe.mutate(plan.id, {
      onSuccess: () => {
        const { to, state } = routeTo('account', { successMessage: t('success', { plan: planName }) });
        void navigate(to, { state });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 402) {
          // Spec §8: the server's message, else the additional-payment-setup text.
          setActionMessage(describeFailure(error).serverMessage ?? t('requiresAction.default'));
        } else {
          setErrorMessage(failureText.message(error, t('errors.unexpected')));
        }
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  const busy = subscribe.isPending;
  return (
    <div className="grid gap-5">
      <Alert variant="success" title={t('confirm.verified')}>
        {t('confirm.verifiedDescription')}
      </Alert>
      <div className="grid gap-5 md:grid-cols-2">
        <OrderSummary plan={plan} preview={preview} />
        <PaymentSummary card={card} details={details} />
      </div>
      <PurchaseTerms plan={plan} preview={preview} />
      {errorMessage !== null && (
        <Alert variant="error" title={t('errors.subscribeTitle')}>
          {errorMessage}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onBack && (
          <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
            {t('confirm.back')}
          </Button>
        )}
        <Button type="button" onClick={confirm} loading={busy} loadingLabel={t('confirm.confirming')}>
          {t('confirm.submit')}
        </Button>
      </div>
      <RequiresActionDialog message={actionMessage} onGoToAccount={() => void navigate(paths.account)} />
    </div>
  );
}
