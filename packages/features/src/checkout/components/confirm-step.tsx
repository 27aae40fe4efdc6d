import {
  describeFailure,
  isApiError,
  paymentChallengeSecret,
  reportError,
  type Plan,
  type SubscriptionPreview,
} from '@holostream/api';
import { Alert, Button } from '@holostream/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { subscriptionQueryOptions, useApiClient, useInvalidateAfterPurchase, useSubscribe } from '../../shared/api';
import { purchasedAfterExtraStep } from '../model/extra-step';
import { useLoadedCardProvider } from '../../card';
import type { CheckoutBillingDetails } from '../../card/billing-details';
import { useSingleFlight } from '../../shared/forms';
import { useSiteLinks, type AccountState } from '../../shared/links';
import { OrderSummary } from './order-summary';
import { PaymentSummary, type CardSummary } from './payment-summary';
import { usePlanName } from '../../plans';
import { PurchaseTerms } from './purchase-terms';
import { RequiresActionDialog } from './requires-action-dialog';
import { FailureAlert, useFailureText } from '../../shared/failures';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

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
  const subscribe = useSubscribe();
  const failureText = useFailureText();
  const [actionMessage, setActionMessage] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const loadedCardProvider = useLoadedCardProvider();
  const queryClient = useQueryClient();
  const client = useApiClient();
  const invalidateAfterPurchase = useInvalidateAfterPurchase();
  const [challenging, setChallenging] = useState(false);

  const paid = () => {
    // Replaces checkout in history: Back after paying never shows "Confirm payment" again.
    const state: AccountState = { successMessage: t('success', { plan: planName }) };
    void navigate(links.account, { state, replace: true });
  };

  /**
   * A 402 with the payment intent's client secret (openapi.yaml's extension): the provider runs the extra step
   * (3-D Secure) in the page. True when the purchase went through (purchasedAfterExtraStep).
   */
  const passChallenge = async (clientSecret: string): Promise<boolean> => {
    setChallenging(true);
    try {
      const stripe = await loadedCardProvider();
      if (!stripe) return false;
      const result = await stripe.handleNextAction({ clientSecret });
      if (result.error) {
        reportError({
          operation: 'card: handle next action',
          message: result.error.message ?? 'The extra step did not pass',
          error: result.error,
        });
        return false;
      }
      await invalidateAfterPurchase();
      return await purchasedAfterExtraStep({
        paymentStatus: result.paymentIntent?.status,
        planId: plan.id,
        readBack: () => queryClient.fetchQuery(subscriptionQueryOptions(client)),
      });
    } catch (error) {
      reportError({ operation: 'card: handle next action', message: 'The provider failed', error });
      return false;
    } finally {
      setChallenging(false);
    }
  };

  /** A refused payment: the extra step in the page when the answer carries one, else the product's message. */
  const failed = async (error: unknown) => {
    if (isApiError(error) && error.status === 402) {
      const secret = paymentChallengeSecret(error);
      if (secret !== null && (await passChallenge(secret))) {
        paid();
        return;
      }
      // The server's message, else the additional-payment-setup text.
      setActionMessage(describeFailure(error).serverMessage ?? t('requiresAction.default'));
    } else {
      setErrorMessage(failureText.message(error, t('errors.unexpected')));
    }
  };

  const busy = subscribe.isPending || challenging;
  const once = useSingleFlight();
  const confirm = () =>
    void once(async () => {
      setErrorMessage(null);
      try {
        await subscribe.mutateAsync(plan.id);
      } catch (error) {
        // passChallenge answers false rather than throwing: nothing is left to handle.
        await failed(error);
        return;
      }
      paid();
    });

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
        <Button type="button" onClick={confirm} loading={busy} loadingLabel={t('confirm.confirming')}>
          {t('confirm.submit')}
        </Button>
      </div>
      <RequiresActionDialog message={actionMessage} onGoToAccount={() => void navigate(links.account)} />
    </div>
  );
}
