import { Alert, Button, cn, ErrorState, Spinner, TextLink } from '@holostream/design-system';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePlans } from '../../shared/api/plans';
import { useSubscription } from '../../shared/api/subscription';
import { FREE_TIER_ID } from '../../plans/plan-key';
import { heldTierId } from '../../subscription';
import { useAddress, useSiteLinks } from '../../shared/links';
import { planAction } from '../model/plan-action';
import { readPlansNotice, type PlansNotice } from '../../plans/plans-notice';

const NOTICE_KEYS = {
  'choose-plan': 'choosePlan',
  'current-plan': 'currentPlan',
  'not-for-sale': 'notForSale',
} as const satisfies Record<PlansNotice, string>;
import { PlanCard } from './plan-card';
import { PlanComparison } from './plan-comparison';
import { PlansFaq } from './plans-faq';
import { useTexts } from '../../shared/i18n/texts';
import { pricingTexts } from '../../plans/locales/texts';

export interface PricingPageProps {
  /** Whether someone is signed in (the route reads it from the auth feature). */
  signedIn: boolean;
}

/**
 * Why the person was sent here. The live region is on the page before the text goes in, a moment
 * after arrival: screen readers announce a change to a region, not one that arrives already filled.
 */
function ArrivalNotice({ text }: { text: string | null }) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setShown(text), 50);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div role="status" className="mx-auto w-full max-w-2xl empty:hidden">
      {shown ? <Alert variant="info" role="none" title={shown} /> : null}
    </div>
  );
}

/** Columns that leave no card alone on a row at desktop width (four plans: two by two, then one row of four). */
function gridColumns(count: number): string {
  if (count % 4 === 0) return 'sm:grid-cols-2 xl:grid-cols-4';
  if (count % 3 === 0) return 'md:grid-cols-3';
  if (count % 2 === 0) return 'sm:grid-cols-2';
  return 'md:grid-cols-3 md:[&>li:last-child:nth-child(3n+1)]:col-start-2';
}

/**
 * Pricing (/plans, docs/product.md §2): loading text, then the plans in a grid (one column on phones, no card alone
 * on a row on wider screens) under a title and subtitle, or 'unable to load' when the list is empty or
 * failed. Signed in, the account's plan (GET /v1/subscription) decides the buttons; when it cannot be
 * loaded no card is marked current (nothing is assumed) and a note offers to try again. Sent here by
 * checkout without a plan it can sell, a note (announced) says to choose one.
 */
export function PricingPage({ signedIn }: PricingPageProps) {
  const { t } = useTexts(pricingTexts);
  const plans = usePlans();
  const links = useSiteLinks();
  const notice = readPlansNotice(useAddress().search);
  // docs/product.md §3: the plan the first subscription holds, else the free tier; an ended one (CANCELLED,
  // REMOVED) holds the free plan, so every paid plan can be bought again. A failed load is not the free tier: the
  // plan is unknown (null) until a retry tells.
  const subscription = useSubscription({ enabled: signedIn });
  const tierUnknown = signedIn && subscription.isError;
  const tier = {
    tierId: tierUnknown ? null : subscription.data ? heldTierId(subscription.data) : FREE_TIER_ID,
    isPending: signedIn && subscription.isPending,
  };

  let body: ReactNode;
  if (plans.isPending || tier.isPending) {
    // A screen tall, so what follows is below the fold until the cards come: nothing on screen moves
    // when they push it down (layout shift; the page is prerendered in this state).
    body = (
      <p
        role="status"
        data-slot="plans-loading"
        className="flex min-h-svh items-start justify-center gap-3 py-16 text-muted-foreground"
      >
        <Spinner decorative />
        {t('loading')}
      </p>
    );
  } else if (plans.isError || plans.data.length === 0) {
    body = (
      <ErrorState
        titleAs="h2"
        title={t('unavailable.title')}
        message={t('unavailable.description')}
        onRetry={() => void plans.refetch()}
        retryLabel={t('unavailable.retry')}
        retrying={plans.isFetching}
      />
    );
  } else {
    body = (
      <>
        <ul aria-label={t('plansLabel')} className={cn('grid gap-6', gridColumns(plans.data.length))}>
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                action={planAction({
                  signedIn,
                  currentTierId: tier.tierId,
                  currentPrice: plans.data.find((candidate) => candidate.id === tier.tierId)?.price ?? null,
                  plan,
                  links,
                })}
              />
            </li>
          ))}
        </ul>
        <PlanComparison plans={plans.data} />
      </>
    );
  }

  // Japanese wraps between phrases, not between any two characters (see the site's typography note).
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16 [&_:is(h1,h2,p,a,li,li>span)]:[word-break:auto-phrase]">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{t('subtitle')}</p>
      </header>
      <ArrivalNotice text={notice ? t(`notice.${NOTICE_KEYS[notice]}`) : null} />
      {tierUnknown && !plans.isPending ? (
        <div className="mx-auto w-full max-w-2xl">
          <Alert
            variant="warning"
            title={t('tierUnknown.title')}
            action={
              <Button
                variant="outline"
                size="sm"
                loading={subscription.isFetching}
                loadingLabel={t('tierUnknown.retrying')}
                onClick={() => void subscription.refetch()}
              >
                {t('tierUnknown.retry')}
              </Button>
            }
          >
            {t('tierUnknown.description')}
          </Alert>
        </div>
      ) : null}
      {body}
      <PlansFaq />
      <footer className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-muted-foreground">
        <p>{t('footer.question')}</p>
        <TextLink asChild>
          <Link to={links.contact}>{t('footer.contact')}</Link>
        </TextLink>
      </footer>
    </div>
  );
}
