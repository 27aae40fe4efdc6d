import { ErrorState, Spinner } from '@holostream/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FREE_TIER_ID, usePlans, useSubscription } from '../../shared/api';
import { paths } from '../../shared/routes';
import { planAction } from '../model/plan-action';
import { PlanCard } from './plan-card';

export interface PricingPageProps {
  /** Whether someone is signed in (the route reads it from the auth feature). */
  signedIn: boolean;
}

/**
 * Pricing (/plans, spec §2): loading text, then the plans in a grid (one column on phones, three
 * from large screens) under a title and subtitle, or 'unable to load' when the list is empty or
 * failed. Signed in, the account's plan (GET /v1/subscription) decides the buttons.
 */
export function PricingPage({ signedIn }: PricingPageProps) {
  const { t } = useTranslation('pricing');
  const plans = usePlans();
  // Spec §3: the first subscription's plan, else the free tier; a failed load counts as the free tier.
  const subscription = useSubscription({ enabled: signedIn });
  const tier = { tierId: subscription.data?.subTierId ?? FREE_TIER_ID, isPending: signedIn && subscription.isPending };

  let body: ReactNode;
  if (plans.isPending || tier.isPending) {
    // A screen tall, so what follows is below the fold until the cards come: nothing on screen moves
    // when they push it down (layout shift; the page is prerendered in this state).
    body = (
      <p role="status" className="flex min-h-svh items-start justify-center gap-3 py-16 text-muted-foreground">
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
      <ul
        aria-label={t('plansLabel')}
        className="grid gap-6 lg:grid-cols-3 lg:[&>li:last-child:nth-child(3n+1)]:col-start-2"
      >
        {plans.data.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} action={planAction({ signedIn, currentTierId: tier.tierId, plan })} />
          </li>
        ))}
      </ul>
    );
  }

  // Japanese wraps between phrases, not between any two characters (see the site's typography note).
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16 [&_:is(h1,h2,p,a,li,li>span)]:[word-break:auto-phrase]">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{t('subtitle')}</p>
      </header>
      {body}
      <footer className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-muted-foreground">
        <p>{t('footer.question')}</p>
        <Link
          to={paths.contact}
          className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('footer.contact')}
        </Link>
      </footer>
    </div>
  );
}
