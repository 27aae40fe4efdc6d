import type { Plan, SubscriptionPreview } from '@holostream/api';
import { formatDate, formatUsd } from '../model/format';
import { usePlanName } from '../../plans';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

/**
 * Plan and monthly price, the prorated line (only when today's amount is prorated), total due today and the next
 * billing date (docs/product.md §2 step 2).
 */
export function OrderSummary({
  plan,
  preview,
  prorated,
}: {
  plan: Plan;
  preview: SubscriptionPreview;
  /** Whether today's amount is for the days left (`OrderChange.prorated`); a full month or nothing has no such line. */
  prorated: boolean;
}) {
  const { t, i18n } = useTexts(checkoutTexts);
  const planName = usePlanName()(plan);
  const language = i18n.language;
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="grid content-start gap-3 rounded-lg border border-border p-4 sm:p-5"
    >
      <h3 id="checkout-summary-title" className="text-base font-semibold">
        {t('summary.title')}
      </h3>
      <dl className="grid gap-2 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-medium">{t('summary.plan', { name: planName })}</dt>
          <dd className="text-end tabular-nums">{t('summary.perMonth', { price: formatUsd(plan.price, language) })}</dd>
        </div>
        {prorated ? (
          <div className="flex items-baseline justify-between gap-4 text-muted-foreground">
            <dt>{t('summary.proration', { count: preview.daysRemaining })}</dt>
            <dd className="text-end tabular-nums">{formatUsd(preview.total, language)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3 text-base font-semibold">
          <dt>{t('summary.total')}</dt>
          <dd className="text-end tabular-nums">{formatUsd(preview.total, language)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 text-muted-foreground">
          <dt>{t('summary.nextBilling')}</dt>
          <dd className="text-end">{formatDate(preview.nextBillingDate, language)}</dd>
        </div>
      </dl>
    </section>
  );
}
