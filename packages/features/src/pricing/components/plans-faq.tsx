import { useId } from 'react';
import { useTexts } from '../../shared/i18n/texts';
import { pricingTexts } from '../../plans/locales/texts';

/** The questions, each answered from the terms we publish (nothing they do not say). */
const QUESTIONS = ['guarantee', 'refunds', 'cancellation', 'currency', 'priceChanges'] as const;

/**
 * Beyond docs/product.md: what people look for before paying, from our terms (the money-back guarantee, refunds,
 * cancellation, currency, price changes). Plain `<details>`: they open before any script runs.
 */
export function PlansFaq() {
  const { t } = useTexts(pricingTexts);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h2 id={titleId} className="text-center text-2xl font-semibold tracking-tight">
        {t('faq.title')}
      </h2>
      <div className="divide-y rounded-xl border bg-card shadow-card">
        {QUESTIONS.map((question) => (
          <details key={question} className="group px-5 py-4">
            <summary className="cursor-pointer font-medium marker:text-muted-foreground">
              {t(`faq.${question}.question`)}
            </summary>
            <p className="mt-2 text-sm text-muted-foreground">{t(`faq.${question}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
