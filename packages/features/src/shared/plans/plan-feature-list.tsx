import type { Plan } from '@holostream/api';
import { cn } from '@holostream/design-system';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { planFeatureLines, type PlanFeatureLine } from './plan-features';

// The feature texts live in the pricing namespace, which the site's shell always loads.
function useFeatureText() {
  const { t, i18n } = useTranslation('pricing');
  const number = new Intl.NumberFormat(i18n.language);
  return (line: PlanFeatureLine): string => {
    switch (line.kind) {
      case 'team-size':
        if (line.value === 'unlimited') return t('features.teamSizeUnlimited');
        if (line.value === 'adapted') return t('features.teamSizeAdapted');
        return t('features.teamSize', { count: line.value });
      case 'usage':
        return line.value === 'unlimited' ? t('features.usageUnlimited') : t('features.usage', { count: line.value });
      case 'priority':
        return t('features.priority', { value: t(`priorityValues.${line.value}`, { defaultValue: line.value }) });
      case 'texture':
        // SD, HD, 4K… read the same in every language; only the word grades are translated.
        return t('features.texture', { value: t(`textureValues.${line.value}`, { defaultValue: line.value }) });
      case 'audience':
        return t('features.audience', { count: line.value, formatted: number.format(line.value) });
      case 'private-streams':
        return line.value ? t('features.privateStreamsYes') : t('features.privateStreamsNo');
      case 'exclusive-vpc':
        return t('features.exclusiveVpc');
    }
  };
}

export interface PlanFeatureListProps {
  /** The plan whose feature map is listed. */
  plan: Pick<Plan, 'name' | 'features'>;
  /** Id of the heading that names the list. */
  labelledBy: string;
}

/**
 * A plan's feature list (spec §3 feature keys), one line each, a check or a dash for what it lacks.
 * Shared by the plans page and the account's general tab.
 */
export function PlanFeatureList({ plan, labelledBy }: PlanFeatureListProps) {
  const text = useFeatureText();
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-2.5 text-sm">
      {planFeatureLines(plan).map((line) => {
        const lacking = line.kind === 'private-streams' && !line.value;
        const Icon = lacking ? Minus : Check;
        return (
          <li key={line.kind} data-feature={line.kind} className="flex gap-2.5">
            <Icon
              aria-hidden="true"
              className={cn('mt-0.5 size-4 shrink-0', lacking ? 'text-muted-foreground' : 'text-primary')}
            />
            <span className={cn(lacking && 'text-muted-foreground')}>{text(line)}</span>
          </li>
        );
      })}
    </ul>
  );
}
