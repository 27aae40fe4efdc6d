import type { PaymentMethod } from '@holostream/api';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@holostream/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCardNames } from '../../card';
import { usePlanName } from '../../plans';
import { useBillingHistory } from '../../shared/api/billing-history';
import { usePlans } from '../../shared/api/plans';
import { useSubscription } from '../../shared/api/subscription';
import { completePaymentHref, heldPlan, subscriptionStanding, waitingPayment } from '../../subscription';
import { ReadFailure } from '../../shared/failures';
import { useSiteLinks } from '../../shared/links';
import { formatBillingAmount } from '../model/amount';
import { formatExpiry } from '../model/card-expiry';
import { nextPayment } from '../model/next-payment';
import { useLanguage } from '../../shared/i18n/use-language';
import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';

export interface NextPaymentCardProps {
  /** The saved card's load (the tab's own): null is none saved; an error leaves the card out of the sentence. */
  method: UseQueryResult<PaymentMethod | null>;
  /** Opens the card dialog (Add card, Update card); that button gets the focus back afterwards. */
  onOpenDialog: (opener: HTMLElement) => void;
}

/**
 * Beyond docs/product.md: above the payment method, what the next payment will be, when, for which plan and on
 * which card; or that there is nothing to pay, or none after a scheduled cancellation; or the payment waiting for the
 * person's extra step, with the way to complete it. No card, or one that runs out first, asks for one. Its own load
 * failure says so with a retry; the rest of the tab works.
 */
export function NextPaymentCard({ method, onOpenDialog }: NextPaymentCardProps) {
  const { t } = useTexts(billingTexts);
  const names = useCardNames();
  const language = useLanguage();
  const planName = usePlanName();
  const links = useSiteLinks();
  const titleId = useId();
  const subscription = useSubscription();
  const plans = usePlans();
  // The bills only add the payment waiting for the person: until they come (or when they fail), the rest shows.
  const history = useBillingHistory();
  const open = (event: MouseEvent<HTMLButtonElement>) => onOpenDialog(event.currentTarget);

  const body = () => {
    if (subscription.isError || plans.isError)
      return <ReadFailure titleAs="h3" title={t('next.error')} reads={[subscription, plans]} />;
    if (!subscription.data || !plans.data || method.isPending)
      return (
        <div role="status" aria-busy="true" aria-label={t('next.loading')} className="grid gap-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64" />
        </div>
      );

    const standing = subscriptionStanding(subscription.data);
    const card = method.isError ? undefined : method.data;
    const waiting = history.data ? waitingPayment(history.data, standing) : undefined;
    const next = nextPayment(standing, heldPlan(standing, plans.data), card, waiting);
    const date = (value: Date | null) =>
      value ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(value) : null;
    const comparePlans = (
      <Button asChild variant="outline" size="sm" className="self-start">
        <Link to={links.plans}>{t('next.comparePlans')}</Link>
      </Button>
    );

    switch (next.kind) {
      case 'free':
        return <Summary headline={t('next.free.title')} detail={t('next.free.description')} action={comparePlans} />;
      case 'none':
        return <Summary headline={t('next.none.title')} detail={t('next.none.description')} action={comparePlans} />;
      case 'payment-failed':
        return <Summary headline={t('next.failed.title')} detail={t('next.failed.description')} />;
      case 'waiting':
        return (
          <Summary
            headline={t('next.waiting.title', {
              amount: formatBillingAmount(next.bill.amount, next.bill.currency, language),
            })}
            detail={t('next.waiting.description', { description: next.bill.description })}
            action={
              <Button asChild size="sm" className="self-start">
                <Link to={completePaymentHref(links.account)}>{t('next.waiting.action')}</Link>
              </Button>
            }
          />
        );
      case 'ends': {
        const ends = date(next.date);
        const plan = planName(next.plan);
        return (
          <Summary
            headline={t('next.ends.title')}
            detail={
              ends ? t('next.ends.description', { plan, date: ends }) : t('next.ends.descriptionNoDate', { plan })
            }
          />
        );
      }
      case 'due': {
        const due = date(next.date);
        const amount = formatBillingAmount(next.amountCents, 'usd', language);
        const plan = planName(next.plan);
        const cardName = card ? names.card(card.brand, card.last4Digits) : null;
        return (
          <div className="flex flex-col gap-4">
            <Summary
              headline={due ? t('next.due.title', { amount, date: due }) : t('next.due.titleNoDate', { amount })}
              detail={
                cardName && next.card !== 'missing'
                  ? t('next.due.onCard', { plan, card: cardName })
                  : t('next.due.plan', { plan })
              }
            />
            {next.card === 'missing' ? (
              <Alert
                variant="warning"
                title={t('next.missing.title')}
                action={
                  <Button variant="outline" size="sm" onClick={open}>
                    {t('noMethod.add')}
                  </Button>
                }
              >
                {due ? t('next.missing.description', { date: due }) : t('next.missing.descriptionNoDate')}
              </Alert>
            ) : next.card === 'expires-first' && card && cardName ? (
              <Alert
                variant="warning"
                title={t('next.expires.title', { card: cardName })}
                action={
                  <Button variant="outline" size="sm" onClick={open}>
                    {t('method.update')}
                  </Button>
                }
              >
                {t('next.expires.description', { expiry: formatExpiry(card.expMonth, card.expYear), date: due })}
              </Alert>
            ) : null}
          </div>
        );
      }
    }
  };

  return (
    <Card role="region" aria-labelledby={titleId} data-slot="next-payment">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {t('next.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}

function Summary({ headline, detail, action }: { headline: string; detail: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-1">
        <p className="text-lg font-semibold tabular-nums">{headline}</p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
      {action}
    </div>
  );
}
