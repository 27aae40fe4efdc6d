import { Card, CardContent, CardHeader, CardTitle, NoticeDialog, Skeleton } from '@holostream/design-system';
import { useRef, useState } from 'react';
import { ReadFailure } from '../../shared/failures';
import { usePlanName } from '../../plans';
import { usePlans } from '../../shared/api/plans';
import { useSubscription } from '../../shared/api/subscription';
import { subscribedPlan, subscriptionStanding } from '../../subscription';
import { formatDate } from '../model/subscription';
import { CheckoutSuccessNotice } from './checkout-success-notice';
import { FeedbackPrompt } from './feedback-prompt';
import { PaymentActionNotice } from './payment-action-notice';
import { PastDueBanner } from './past-due-banner';
import { SubscriptionSummary } from './subscription-summary';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { useLanguage } from '../../shared/i18n/use-language';

export interface GeneralTabProps {
  /** The signed-in person, as the auth store knows them (docs/product.md §3 stored user). */
  user: { username: string; email: string };
}

type Dialog =
  { kind: 'closed' } | { kind: 'confirm' } | { kind: 'success'; immediate: boolean; endDate: string | null };

/**
 * The general tab of /account (docs/product.md §2): profile, subscription with its status, dates, plan features,
 * upgrade and cancel (with the dialogs of §4), the checkout success message and the feedback prompt; a notice while
 * a payment waits for the person's extra step.
 */
export function GeneralTab({ user }: GeneralTabProps) {
  const { t } = useTexts(accountTexts);
  const subscription = useSubscription();
  const plans = usePlans();
  const planName = usePlanName();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  // Once asked, the confirmation stays mounted, so it closes (and returns focus) like any dialog.
  const [cancelAsked, setCancelAsked] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  const language = useLanguage();

  const current = subscription.data;
  const standing = current ? subscriptionStanding(current) : undefined;
  const plan = standing ? subscribedPlan(standing, plans.data) : undefined;
  const endDate = formatDate(standing?.period?.date, language);

  return (
    <div className="flex flex-col gap-6">
      <CheckoutSuccessNotice />
      <PastDueBanner />
      <PaymentActionNotice />

      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('profile.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-1">
              <dt className="text-muted-foreground">{t('profile.username')}</dt>
              <dd className="font-medium wrap-anywhere">{user.username}</dd>
            </div>
            <div className="flex min-w-0 flex-col gap-1">
              <dt className="text-muted-foreground">{t('profile.email')}</dt>
              <dd className="font-medium break-all">{user.email}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      {subscription.isPending ? (
        <Card role="status" aria-busy="true" aria-label={t('subscription.loading')}>
          <CardContent className="flex flex-col gap-4 py-6">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </CardContent>
        </Card>
      ) : current ? (
        <SubscriptionSummary
          subscription={current}
          plan={plan}
          headingRef={headingRef}
          cancelButtonRef={cancelButtonRef}
          onCancel={() => {
            setCancelAsked(true);
            setDialog({ kind: 'confirm' });
          }}
        />
      ) : (
        <ReadFailure
          titleAs="h2"
          title={t('subscription.error.title')}
          after={t('subscription.error.description')}
          reads={[subscription, plans]}
        />
      )}

      <FeedbackPrompt />

      {current && standing && cancelAsked ? (
        <CancelSubscriptionDialog
          open={dialog.kind === 'confirm'}
          // Closing after a cancellation keeps the success that `onCancelled` set.
          onOpenChange={(open) =>
            setDialog((shown) => (open ? { kind: 'confirm' } : shown.kind === 'confirm' ? { kind: 'closed' } : shown))
          }
          planName={plan ? planName(plan) : t('subscription.unknownPlan', { id: current.subTierId })}
          endDate={endDate}
          immediate={standing.cancelsImmediately}
          returnFocusTo={cancelButtonRef}
          plan={plan}
          plans={plans.data}
          onCancelled={() => setDialog({ kind: 'success', immediate: standing.cancelsImmediately, endDate })}
        />
      ) : null}
      {dialog.kind === 'success' ? (
        // docs/product.md §4: the cancellation went through; OK reloads the page's data.
        <NoticeDialog
          open
          title={t('cancelled.title')}
          description={
            dialog.immediate
              ? t('cancelled.immediate')
              : dialog.endDate
                ? t('cancelled.scheduled', { date: dialog.endDate })
                : t('cancelled.scheduledNoDate')
          }
          actionLabel={t('cancelled.ok')}
          // The cancel button it came from is gone by then.
          returnFocusTo={headingRef}
          onAction={() => {
            setDialog({ kind: 'closed' });
            // docs/product.md §4: the page reloads on OK, not under the dialog (cancelling marked it stale).
            void subscription.refetch();
          }}
        />
      ) : null}
    </div>
  );
}
