import type { Plan } from '@holostream/api';
import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import { planFeatureLines, usePlanName, type PlanFeatureLine } from '../../plans';
import { useTexts } from '../../shared/i18n/texts';
import { pricingTexts } from '../../plans/locales/texts';

/** The rows of the comparison, in the cards' order; the VPC row only when a plan has one. */
const ROWS: readonly PlanFeatureLine['kind'][] = [
  'team-size',
  'usage',
  'priority',
  'texture',
  'audience',
  'private-streams',
  'exclusive-vpc',
];

const YES = <Check aria-hidden className="inline size-4 text-primary" />;
const NO = <Minus aria-hidden className="inline size-4 text-muted-foreground" />;

/**
 * Beyond docs/product.md: the plans side by side under the cards, from their features (team size, monthly hours,
 * priority, quality, audience, private streams, dedicated VPC). On a phone the table scrolls sideways inside its box
 * with the feature names held at the left, a shadow at the edge with more to see and a line saying so.
 */
export function PlanComparison({ plans }: { plans: readonly Plan[] }) {
  const { t, i18n } = useTexts(pricingTexts);
  const planName = usePlanName();
  const titleId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const lines = plans.map((plan) => new Map(planFeatureLines(plan).map((line) => [line.kind, line])));
  const rows = ROWS.filter((kind) => kind !== 'exclusive-vpc' || lines.some((byKind) => byKind.has(kind)));

  const cell = (line: PlanFeatureLine | undefined) => {
    if (!line) return { content: NO, words: t('compare.no') };
    switch (line.kind) {
      case 'team-size':
        if (line.value === 'unlimited') return { content: t('compare.unlimited') };
        if (line.value === 'adapted') return { content: t('compare.adapted') };
        return { content: number.format(line.value) };
      case 'usage':
        return {
          content: line.value === 'unlimited' ? t('compare.unlimited') : t('compare.hours', { count: line.value }),
        };
      case 'priority':
        return { content: t(`priorityValues.${line.value}`, { defaultValue: line.value }) };
      case 'texture':
        return { content: t(`textureValues.${line.value}`, { defaultValue: line.value }) };
      case 'audience':
        return { content: number.format(line.value) };
      case 'private-streams':
        return line.value ? { content: YES, words: t('compare.yes') } : { content: NO, words: t('compare.no') };
      case 'exclusive-vpc':
        return { content: YES, words: t('compare.yes') };
    }
  };

  return (
    <div className="flex w-full min-w-0 flex-col gap-4" data-slot="plan-comparison">
      <h2 id={titleId} className="text-center text-2xl font-semibold tracking-tight">
        {t('compare.title')}
      </h2>
      {/* On a phone the plans to the right are out of view: say so, and shadow the edge that has more. */}
      <p className="text-center text-sm text-muted-foreground sm:hidden">{t('compare.scrollHint')}</p>
      {/* A named region that takes focus: the keyboard scrolls the table sideways on a phone. */}
      <div
        className="relative w-full max-w-full scroll-shadow-x overflow-x-auto rounded-xl border shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
      >
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">{t('compare.title')}</caption>
          <thead>
            <tr className="border-b">
              <td className="sticky start-0 bg-card px-4 py-3" />
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-4 py-3 text-center font-semibold whitespace-nowrap">
                  {planName(plan)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((kind) => (
              <tr key={kind} className="border-b last:border-0">
                <th scope="row" className="sticky start-0 bg-card px-4 py-3 text-start font-medium">
                  {t(`compare.rows.${kind}`)}
                </th>
                {lines.map((byKind, index) => {
                  const { content, words } = cell(byKind.get(kind));
                  return (
                    <td key={plans[index]?.id} className="px-4 py-3 text-center tabular-nums">
                      {content}
                      {words ? <span className="sr-only">{words}</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
