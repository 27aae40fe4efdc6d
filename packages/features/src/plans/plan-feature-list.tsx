import type { Plan } from '@holostream/api';
import { cn } from '@holostream/design-system';
import { Check, Minus } from 'lucide-react';
import { planFeatureLines } from './plan-features';
import { isLackingFeature, planTexts } from './plan-texts';
import { useTexts } from '../shared/i18n/texts';
import { pricingTexts } from './locales/texts';

export interface PlanFeatureListProps {
  /** The plan whose feature map is listed. */
  plan: Pick<Plan, 'name' | 'features'>;
  /** Id of the heading that names the list. */
  labelledBy: string;
}

/**
 * A plan's feature list (docs/product.md §3 feature keys), one line each, a check or a dash for what it lacks.
 * Shared by the plans page and the account's general tab.
 */
export function PlanFeatureList({ plan, labelledBy }: PlanFeatureListProps) {
  // The feature texts live in the pricing namespace, which the site's shell always loads.
  const { t, i18n } = useTexts(pricingTexts);
  const texts = planTexts(t, i18n.language);
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-2.5 text-sm">
      {planFeatureLines(plan).map((line) => {
        const lacking = isLackingFeature(line);
        const Icon = lacking ? Minus : Check;
        return (
          <li key={line.kind} data-feature={line.kind} className="flex gap-2.5">
            <Icon
              aria-hidden="true"
              className={cn('mt-0.5 size-4 shrink-0', lacking ? 'text-muted-foreground' : 'text-primary')}
            />
            <span className={cn(lacking && 'text-muted-foreground')}>{texts.feature(line)}</span>
          </li>
        );
      })}
    </ul>
  );
}
