import type { Plan } from '@holostream/api';
import { Link } from 'react-router';
import { cn, TextLink } from '@holostream/design-system';
import { formatUsd } from '../model/format';
import { useSiteLinks } from '../../shared/links';
import { usePlanName } from '../../plans';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

/** What is being bought, beside (desktop) or above (phone) the payment details: the plan and its monthly price. */
export function ChosenPlan({ plan, className }: { plan: Plan; className?: string }) {
  const { t, i18n } = useTexts(checkoutTexts);
  const planName = usePlanName()(plan);
  return (
    <aside
      aria-labelledby="checkout-chosen-plan"
      data-slot="chosen-plan"
      className={cn('grid gap-1 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5', className)}
    >
      <h2 id="checkout-chosen-plan" className="text-sm font-medium text-muted-foreground">
        {t('chosenPlan.title')}
      </h2>
      <p className="text-lg font-semibold">{t('summary.plan', { name: planName })}</p>
      <p className="tabular-nums">{t('summary.perMonth', { price: formatUsd(plan.price, i18n.language) })}</p>
      <TextLink asChild className="mt-2 justify-self-start text-sm">
        <Link to={useSiteLinks().plans}>{t('chosenPlan.change')}</Link>
      </TextLink>
    </aside>
  );
}
