import type { Plan, Subscription } from '@holostream/api';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  StatusBadge,
  TextLink,
} from '@holostream/design-system';
import { useId, type Ref } from 'react';
import { Link } from 'react-router';
import { PlanFeatureList, usePlanName } from '../../plans';
import { subscriptionStanding, type PeriodKind } from '../../subscription';
import { formatDate, statusTone } from '../model/subscription';
import { useSiteLinks } from '../../shared/links';
import { readableCode } from '../../shared/readable-code';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';
import { useLanguage } from '../../shared/i18n/use-language';

const PERIOD_LABELS = {
  ends: 'subscription.endsOn',
  ended: 'subscription.endedOn',
  end: 'subscription.endDate',
  'next-billing': 'subscription.nextBillingDate',
} as const satisfies Record<PeriodKind, string>;

export interface SubscriptionSummaryProps {
  /** The account's subscription (the free-plan default when the server has none). */
  subscription: Subscription;
  /** The subscription's plan, when the plans loaded; its name and features show. */
  plan: Plan | undefined;
  /** Opens the cancel confirmation; the button shows only when cancelling is allowed (docs/product.md §4). */
  onCancel: () => void;
  /** The card's heading, to move focus to after the cancel button is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The cancel button, to return focus to when the confirmation closes. */
  cancelButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * docs/product.md §2 General tab: current plan, status (label and colour of §4), start date, next billing date
 * or end date, the plan's features, upgrade and cancel. A scheduled cancellation says until when the plan runs and
 * what the person can do; an ended one (CANCELLED, REMOVED) is no current plan: it says so, lists no features and
 * leads to the plans.
 */
export function SubscriptionSummary({
  subscription,
  plan,
  onCancel,
  headingRef,
  cancelButtonRef,
}: SubscriptionSummaryProps) {
  const { t } = useTexts(accountTexts);
  const planName = usePlanName();
  const links = useSiteLinks();
  const featuresId = useId();
  const language = useLanguage();
  const standing = subscriptionStanding(subscription);
  const lapsed = standing.kind === 'lapsed';
  const periodText = formatDate(standing.period?.date, language);
  const startText = formatDate(standing.startDate, language);
  const name = plan ? planName(plan) : t('subscription.unknownPlan', { id: subscription.subTierId });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" ref={headingRef} tabIndex={-1} className="focus-visible:outline-none">
          {t('subscription.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">{lapsed ? t('subscription.endedPlan') : t('subscription.plan')}</dt>
            <dd className="text-lg font-semibold">{name}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">{t('subscription.status')}</dt>
            <dd>
              <StatusBadge
                tone={statusTone(subscription.status)}
                label={t(`status.${subscription.status}`, { defaultValue: readableCode(subscription.status) })}
              />
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">{t('subscription.startDate')}</dt>
            <dd className="font-medium">{startText ?? t('subscription.noDate')}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">{t(PERIOD_LABELS[standing.period?.kind ?? 'next-billing'])}</dt>
            <dd className="font-medium">{periodText ?? t('subscription.noDate')}</dd>
          </div>
        </dl>
        {standing.kind === 'scheduled-cancel' ? (
          <div className="grid gap-1 rounded-md bg-status-orange-surface px-3 py-2 text-sm">
            <p>
              {periodText
                ? t('subscription.accessContinues', { date: periodText })
                : t('subscription.accessContinuesNoDate')}
            </p>
            <p>
              {periodText
                ? t('subscription.afterCancel', { date: periodText, plan: name })
                : t('subscription.afterCancelNoDate', { plan: name })}{' '}
              <TextLink asChild>
                <Link to={links.contact}>{t('subscription.contact')}</Link>
              </TextLink>
            </p>
          </div>
        ) : null}
        {lapsed ? (
          <p className="rounded-md bg-muted px-3 py-2 text-sm">
            {periodText
              ? t('subscription.ended', { date: periodText, plan: name })
              : t('subscription.endedNoDate', { plan: name })}
          </p>
        ) : plan ? (
          <section className="flex flex-col gap-3">
            <h3 id={featuresId} className="text-sm font-semibold">
              {t('subscription.features', { plan: name })}
            </h3>
            <PlanFeatureList plan={plan} labelledBy={featuresId} />
          </section>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={links.plans}>{lapsed ? t('subscription.choosePlan') : t('subscription.upgrade')}</Link>
        </Button>
        {standing.canCancel ? (
          <Button ref={cancelButtonRef} variant="outline" onClick={onCancel}>
            {t('subscription.cancel')}
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
