import type { PaymentMethod, Plan, SubscriptionPreview } from '@holostream/api';
import { cn, Spinner, Stepper } from '@holostream/design-system';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CardProvider } from '../../card';
import { usePaymentMethod } from '../../shared/api/payment-method';
import { usePlans } from '../../shared/api/plans';
import { useSubscription, useSubscriptionPreview } from '../../shared/api/subscription';
import { subscriptionStanding } from '../../subscription';
import { ReadFailure } from '../../shared/failures';
import type { CheckoutBillingDetails } from '../../card/billing-details';
import type { EnteredCard } from '../../card/register-card';
import { BillingStep, EMPTY_BILLING_VALUES, type BillingValues } from './billing-step';
import { ChosenPlan } from './chosen-plan';
import { ConfirmStep } from './confirm-step';
import type { CardSummary } from './payment-summary';
import { orderChange, type OrderChange } from '../model/order-change';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

export interface CheckoutScreenProps {
  /** The plan being bought (the address's `?plan=`; the app sends an address without a plan it can sell away). */
  planId: number;
  /** The card provider's publishable key; without one the offline sandbox provider is used. */
  publishableKey?: string;
  /** Billing details known already (the signed-in person's e-mail, say), filled in for them to check. */
  defaultBilling?: Partial<Pick<BillingValues, 'name' | 'email'>>;
}

/**
 * /checkout?plan=<id> (signed in): buys the plan. The site's route checks the plan before the screen shows (none, an
 * unknown one or a failed load go to the plans page); should the plans or the preview fail to load again here, the
 * screen says so with a retry. A saved card skips step 1 (the person may still enter a different card, which
 * replaces it).
 */
export function CheckoutScreen({ planId, publishableKey, defaultBilling }: CheckoutScreenProps) {
  const { t, i18n } = useTexts(checkoutTexts);
  const plans = usePlans();
  const method = usePaymentMethod();
  const preview = useSubscriptionPreview(planId);
  // Where the subscription stands says what the order changes (the route's check loaded it already).
  const subscription = useSubscription();
  const plan = plans.data?.find((candidate) => candidate.id === planId);

  if (plans.isError || preview.isError || subscription.isError || (plans.isSuccess && !plan)) {
    return <ReadFailure title={t('title')} reads={[plans, preview, subscription]} />;
  }
  if (!plan || !plans.data || method.isPending || preview.isPending || subscription.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-muted-foreground">
        <Spinner size="sm" decorative />
        {t('loading')}
      </p>
    );
  }
  return (
    <CardProvider publishableKey={publishableKey} language={i18n.language}>
      <CheckoutFlow
        plan={plan}
        preview={preview.data}
        change={orderChange(subscriptionStanding(subscription.data), plans.data, plan, preview.data)}
        // docs/product.md §7: no saved card, or none could be read: the person enters one in step 1.
        savedMethod={method.data ?? null}
        defaultBilling={defaultBilling}
      />
    </CardProvider>
  );
}

type Step = 'payment' | 'confirm';

function savedCard(method: PaymentMethod): CardSummary {
  return { brand: method.brand, last4: method.last4Digits, expMonth: method.expMonth, expYear: method.expYear };
}

function CheckoutFlow({
  plan,
  preview,
  change,
  savedMethod,
  defaultBilling,
}: {
  plan: Plan;
  preview: SubscriptionPreview;
  change: OrderChange;
  savedMethod: PaymentMethod | null;
  defaultBilling: CheckoutScreenProps['defaultBilling'];
}) {
  const { t } = useTexts(checkoutTexts);
  // Whether a card was saved when checkout opened decides the first step and the back button for good.
  const [initialMethod] = useState(savedMethod);
  // "Use a different card" with a saved one: step 1 again, and the new card replaces the saved one.
  const [replacing, setReplacing] = useState(false);
  const usesSavedCard = initialMethod !== null && !replacing;
  const [step, setStep] = useState<Step>(initialMethod ? 'confirm' : 'payment');
  // Step 1 stays mounted once shown (hidden on step 2), so Back finds what was typed: its form is its one state.
  const [billingShown, setBillingShown] = useState(step === 'payment');
  const [entered, setEntered] = useState<{ details: CheckoutBillingDetails; card: EnteredCard } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A step changed by the person moves focus to its heading (arriving on the first step does not) and
  // shows the step from the top, stepper included, wherever the page was scrolled to.
  const goTo = (next: Step) => {
    flushSync(() => {
      setStep(next);
      if (next === 'payment') setBillingShown(true);
    });
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: 'instant' });
  };

  return (
    <section
      aria-labelledby="checkout-title"
      className={cn(
        'mx-auto grid w-full gap-6 px-4 py-8 sm:px-6 sm:py-12',
        step === 'payment' ? 'max-w-5xl' : 'max-w-3xl',
      )}
    >
      <h1 id="checkout-title" className="text-3xl font-bold tracking-tight">
        {t('title')}
      </h1>
      <Stepper
        label={t('progress.label')}
        steps={[t('progress.payment'), t('progress.confirm')]}
        current={step === 'payment' ? 0 : 1}
        statusLabels={{
          complete: t('progress.complete'),
          current: t('progress.current'),
          upcoming: t('progress.upcoming'),
        }}
      />
      <div className={cn('grid gap-6', step === 'payment' && 'lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start')}>
        {/* Step 2's summary names the plan; step 1 shows it beside the form, above it on a phone. */}
        {step === 'payment' ? <ChosenPlan plan={plan} className="lg:sticky lg:top-24 lg:order-last" /> : null}
        <div className="grid gap-5 rounded-xl border border-border bg-card p-4 shadow-card sm:p-6">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-none">
            {step === 'payment' ? t('billing.title') : t('confirm.title')}
          </h2>
          {billingShown ? (
            <div hidden={step !== 'payment'}>
              <BillingStep
                defaultValues={{ ...EMPTY_BILLING_VALUES, ...defaultBilling }}
                replacesSavedCard={initialMethod !== null}
                // Entering a different card is not a one-way door: back to the saved one, until a new card replaced it.
                savedCard={replacing && initialMethod && !entered ? savedCard(initialMethod) : undefined}
                onUseSavedCard={() => {
                  setReplacing(false);
                  goTo('confirm');
                }}
                onSaved={(details, card) => {
                  setEntered({ details, card });
                  goTo('confirm');
                }}
              />
            </div>
          ) : null}
          {step === 'confirm' ? (
            <ConfirmStep
              plan={plan}
              preview={preview}
              change={change}
              card={usesSavedCard ? savedCard(initialMethod) : (entered?.card ?? null)}
              details={usesSavedCard ? null : (entered?.details ?? null)}
              onBack={usesSavedCard ? undefined : () => goTo('payment')}
              onUseDifferentCard={
                usesSavedCard
                  ? () => {
                      setReplacing(true);
                      goTo('payment');
                    }
                  : undefined
              }
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
