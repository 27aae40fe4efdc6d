import { reportError, type Plan, type SubscriptionPreview } from '@holostream/api';
import { Alert, Button } from '@holostream/design-system';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePurchase, type HandleNextAction } from '../../shared/api';
import { useLoadedCardProvider } from '../../card';
import type { CheckoutBillingDetails } from '../../card/billing-details';
import { useSiteLinks, type AccountState } from '../../shared/links';
import { OrderSummary } from './order-summary';
import { PaymentSummary, type CardSummary } from './payment-summary';
import { usePlanName } from '../../plans';
import { PlanChangeNote } from './plan-change-note';
import { PurchaseTerms } from './purchase-terms';
import { completePaymentHref } from '../../shared/bill-needing-action';
import { FailureAlert, useFailureText } from '../../shared/failures';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

// The extra-step modal is for a payment the server answers with 402: it loads while 'Confirm payment' runs.
const loadExtraStepDialog = () => import('./requires-action-dialog');
const RequiresActionDialog = lazy(() =>
  loadExtraStepDialog().then((module) => ({ default: module.RequiresActionDialog })),
);

export interface ConfirmStepProps {
  plan: Plan;
  preview: SubscriptionPreview;
  card: CardSummary | null;
  /** The billing details typed in step 1 (null when a saved card skipped it). */
  details: CheckoutBillingDetails | null;
  /** Back to step 1: only when no card was saved before checkout opened. */
  onBack?: () => void;
  /** With a saved card: enter a different one in step 1 (it replaces the saved card). */
  onUseDifferentCard?: () => void;
}

/** Step 2: verified notice, order summary, payment method, the final terms and 'Confirm payment'. */
export function ConfirmStep({ plan, preview, card, details, onBack, onUseDifferentCard }: ConfirmStepProps) {
  const { t } = useTexts(checkoutTexts);
  const navigate = useNavigate();
  const links = useSiteLinks();
  const planName = usePlanName()(plan);
  const failureText = useFailureText();
  // The extra step: null until needed, then the server's words (possibly none) kept only as a detail.
  const [extraStep, setExtraStep] = useState<{ serverMessage: string | null } | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const loadedCardProvider = useLoadedCardProvider();

  /** Stripe's extra step (3-D Secure) in the page, for the payment the server's 402 names. */
  const handleNextAction: HandleNextAction = async (clientSecret) => {
    const stripe = await loadedCardProvider();
    if (!stripe) return null;
    const result = await stripe.handleNextAction({ clientSecret });
    if (result.error) {
      reportError({
        operation: 'card: handle next action',
        message: result.error.message ?? 'The extra step did not pass',
        error: result.error,
      });
      return null;
    }
    return { paymentStatus: result.paymentIntent?.status };
  };
  const { purchase, busy } = usePurchase(handleNextAction);

  const confirm = async () => {
    void loadExtraStepDialog();
    setErrorMessage(null);
    const outcome = await purchase(plan.id);
    if (outcome?.kind === 'bought') {
      // Replaces checkout in history: Back after paying never shows "Confirm payment" again.
      const state: AccountState = { successMessage: t('success', { plan: planName }) };
      void navigate(links.account, { state, replace: true });
    } else if (outcome?.kind === 'extra-step-needed') {
      setExtraStep({ serverMessage: outcome.serverMessage ?? null });
    } else if (outcome?.kind === 'failed') {
      setErrorMessage(failureText.message(outcome.error, t('errors.unexpected')));
    }
  };

  return (
    <div className="grid gap-5">
      <Alert variant="success" title={t('confirm.verified')}>
        {t('confirm.verifiedDescription')}
      </Alert>
      <PlanChangeNote plan={plan} preview={preview} />
      <div className="grid gap-5 md:grid-cols-2">
        <OrderSummary plan={plan} preview={preview} />
        <PaymentSummary card={card} details={details} />
      </div>
      <PurchaseTerms plan={plan} preview={preview} />
      <FailureAlert error={errorMessage} title={t('errors.subscribeTitle')}>
        {errorMessage}
      </FailureAlert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onBack && (
          <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
            {t('confirm.back')}
          </Button>
        )}
        {onUseDifferentCard && (
          <Button type="button" variant="outline" onClick={onUseDifferentCard} disabled={busy}>
            {t('confirm.useDifferentCard')}
          </Button>
        )}
        <Button type="button" onClick={() => void confirm()} loading={busy} loadingLabel={t('confirm.confirming')}>
          {t('confirm.submit')}
        </Button>
      </div>
      {extraStep ? (
        <Suspense fallback={null}>
          <RequiresActionDialog
            open
            serverMessage={extraStep.serverMessage}
            onGoToBilling={() => void navigate(completePaymentHref(links.account))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
