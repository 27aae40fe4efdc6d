import type { Plan } from '@holostream/api';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn } from '@holostream/design-system';
import { useId } from 'react';
import { isEnterprise, type PlanAction } from '../model/plan-action';
import { formatMonthlyPrice, PlanFeatureList, planTexts } from '../../plans';
import { CurrentPlanBadge, PlanActionButton } from './plan-action-button';
import { useTexts } from '../../shared/i18n/texts';
import { pricingTexts } from '../../plans/locales/texts';

/** One plan: name, monthly price (or 'inquire' for Enterprise), description, features and its action. */
export function PlanCard({ plan, action }: { plan: Plan; action: PlanAction }) {
  const { t, i18n } = useTexts(pricingTexts);
  const titleId = useId();
  const featuresId = useId();
  const texts = planTexts(t, i18n.language);
  const name = texts.name(plan);
  const description = texts.description(plan);
  const current = action.kind === 'current-plan';
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      data-plan-id={plan.id}
      className={cn('h-full', current && 'border-primary ring-1 ring-primary')}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" id={titleId} className="text-xl">
            {name}
          </CardTitle>
          {current ? <CurrentPlanBadge /> : null}
        </div>
        <p data-slot="plan-price" className="mt-2 flex items-baseline gap-1.5">
          {isEnterprise(plan) ? (
            <span className="text-3xl font-bold tracking-tight">{t('inquire')}</span>
          ) : (
            <>
              <span className="text-4xl font-bold tracking-tight">{formatMonthlyPrice(plan.price, i18n.language)}</span>
              <span className="text-sm text-muted-foreground">{t('perMonth')}</span>
            </>
          )}
        </p>
        <CardDescription className="text-pretty">{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <h3 id={featuresId} className="sr-only">
          {t('featuresLabel', { name })}
        </h3>
        <PlanFeatureList plan={plan} labelledBy={featuresId} />
      </CardContent>
      {action.kind === 'current-plan' || action.kind === 'none' ? null : (
        <CardFooter>
          <PlanActionButton action={action} planName={name} />
        </CardFooter>
      )}
    </Card>
  );
}
