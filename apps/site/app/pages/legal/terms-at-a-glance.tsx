import { legalTexts } from './texts';
import { useTexts } from '@holostream/features/shared';
/** The figures of docs/product.md §9, each a term and its detail in the `legal` namespace. */
const KEY_TERMS = ['moneyBack', 'outage', 'refundTime', 'billing', 'priceChanges', 'currency', 'cancellation'] as const;

/** The key figures of the terms of service, summarised above the full text. */
export function TermsAtAGlance() {
  const { t } = useTexts(legalTexts);
  return (
    <section aria-labelledby="terms-glance-title" className="rounded-xl border border-border bg-muted p-5 sm:p-6">
      <h3 id="terms-glance-title" className="text-lg font-semibold tracking-tight">
        {t('terms.glance.title')}
      </h3>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {KEY_TERMS.map((key) => (
          <div key={key} className="flex flex-col gap-1">
            <dt className="text-sm font-semibold text-foreground">{t(`terms.glance.${key}.term`)}</dt>
            <dd className="text-sm text-muted-foreground">{t(`terms.glance.${key}.detail`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
