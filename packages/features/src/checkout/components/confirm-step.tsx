import { reportError, type Plan, type SubscriptionPreview } from '@holostream/api';
import { Alert, Button } from '@holostream/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePurchase, type HandleNextAction } from '../../shared/api/purchase';
import { useLoadedCardProvider } from '../../card';
import type { CheckoutBillingDetails } from '../../card/billing-details';
import { useSiteLinks, type AccountState } from '../../shared/links';
import { OrderSummary } from './order-summary';
import { PaymentSummary, type CardSummary } from './payment-summary';
import { usePlanName } from '../../plans';
import { PlanChangeNote } from './plan-change-note';
import { PurchaseTerms } from './purchase-terms';
import { completePaymentHref } from '../../subscription';
import type { OrderChange } from '../model/order-change';
import { FailureAlert, useFailureText } from '../../shared/failures';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';
import { RequiresActionDialog } from './requires-action-dialog';

export interface ConfirmStepProps {
  plan: Plan;
  preview: SubscriptionPreview;
  /** What confirming changes (first purchase, upgrade, switch) and whether anything is charged today. */
  change: OrderChange;
  card: CardSummary | null;
  /** The billing details typed in step 1 (null when a saved card skipped it). */
  details: CheckoutBillingDetails | null;
  /** Back to step 1: only when no card was saved before checkout opened. */
  onBack?: () => void;
  /** With a saved card: enter a different one in step 1 (it replaces the saved card). */
  onUseDifferentCard?: () => void;
}

/**
 * Step 2: verified notice, what the order changes, order summary, payment method, the final terms and 'Confirm
 * payment' ('Confirm change' when nothing is charged today).
 */
export function ConfirmStep({ plan, preview, change, card, details, onBack, onUseDifferentCard }: ConfirmStepProps) {
  const { t } = useTexts(checkoutTexts);
  const navigate = useNavigate();
  const links = useSiteLinks();
  const planName = usePlanName()(plan);
  const failureText = useFailureText();
  // The extra step: null until needed, then the server's words (possibly none) kept only as a detail.
  const [extraStep, setExtraStep] = useState<{ serverMessage: string | null } | null>(null);
  // What the last confirm threw; its words are chosen as it shows (docs/product.md §8).
  const [failure, setFailure] = useState<unknown>(null);
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
    setFailure(null);
    const outcome = await purchase(plan.id);
    if (outcome?.kind === 'bought') {
      // Replaces checkout in history: Back after paying never shows "Confirm payment" again.
      const state: AccountState = { successMessage: t('success', { plan: planName }) };
      void navigate(links.account, { state, replace: true });
    } else if (outcome?.kind === 'extra-step-needed') {
      setExtraStep({ serverMessage: outcome.serverMessage ?? null });
    } else if (outcome?.kind === 'failed') {
      setFailure(outcome.error);
    }
  };

  return (
    <div className="grid gap-5">
      <Alert variant="success" title={t('confirm.verified')}>
        {change.chargedToday ? t('confirm.verifiedDescription') : t('confirm.verifiedDescriptionChange')}
      </Alert>
      <PlanChangeNote plan={plan} preview={preview} change={change} />
      <div className="grid gap-5 md:grid-cols-2">
        <OrderSummary plan={plan} preview={preview} prorated={change.prorated} />
        <PaymentSummary card={card} details={details} />
      </div>
      <PurchaseTerms plan={plan} preview={preview} chargedToday={change.chargedToday} prorated={change.prorated} />
      <FailureAlert error={failure} title={t('errors.subscribeTitle')}>
        {failure ? failureText.message(failure, t('errors.unexpected')) : null}
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
        <Button
          type="button"
          onClick={() => void confirm()}
          loading={busy}
          loadingLabel={change.chargedToday ? t('confirm.confirming') : t('confirm.confirmingChange')}
        >
          {change.chargedToday ? t('confirm.submit') : t('confirm.submitChange')}
        </Button>
      </div>
      {extraStep ? (
        <RequiresActionDialog
          open
          serverMessage={extraStep.serverMessage}
          onGoToBilling={() => void navigate(completePaymentHref(links.account))}
        />
      ) : null}
    </div>
  );
}
