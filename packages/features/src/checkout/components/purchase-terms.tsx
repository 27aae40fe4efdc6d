import type { Plan, SubscriptionPreview } from '@holostream/api';
import { TextLink } from '@holostream/design-system';
import { Link } from 'react-router';
import { formatDate, formatUsd } from '../model/format';
import { useSiteLinks } from '../../shared/links';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

/**
 * What Japan's Act on Specified Commercial Transactions (as revised in 2022) asks a final
 * confirmation screen to show for a subscription: the amount today and the recurring price, when
 * each charge is taken, the service period and renewal, and how to cancel, next to the confirm button; and what
 * people look for before paying, from our published terms: who takes the card, the currency and taxes, the refunds.
 */
export function PurchaseTerms({
  plan,
  preview,
  chargedToday,
  prorated,
}: {
  plan: Plan;
  preview: SubscriptionPreview;
  /** Whether anything is charged today; when not, the order is a change confirmed with 'Confirm change'. */
  chargedToday: boolean;
  /** Whether today's amount is for the days left rather than a full month. */
  prorated: boolean;
}) {
  const { t, i18n } = useTexts(checkoutTexts);
  const language = i18n.language;
  const monthly = formatUsd(plan.price, language);
  const today = formatUsd(preview.total, language);
  const date = formatDate(preview.nextBillingDate, language);
  const priceText = !chargedToday ? 'terms.priceTextNothing' : prorated ? 'terms.priceText' : 'terms.priceTextMonth';
  const rows = [
    { term: t('terms.price'), text: t(priceText, { today, date, monthly }) },
    {
      term: t('terms.timing'),
      text: chargedToday ? t('terms.timingText', { date, monthly }) : t('terms.timingTextNothing', { date, monthly }),
    },
    { term: t('terms.period'), text: chargedToday ? t('terms.periodText') : t('terms.periodTextChange') },
    { term: t('terms.paymentMethod'), text: t('terms.paymentMethodText') },
    { term: t('terms.currency'), text: t('terms.currencyText') },
    { term: t('terms.cancel'), text: t('terms.cancelText') },
    { term: t('terms.refund'), text: t('terms.refundText') },
  ];
  return (
    <section aria-labelledby="checkout-terms-title" className="grid gap-3 rounded-lg bg-muted/60 p-4 sm:p-5">
      <h3 id="checkout-terms-title" className="text-base font-semibold">
        {t('terms.title')}
      </h3>
      <dl className="grid gap-3 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="font-medium">{row.term}</dt>
            <dd className="text-muted-foreground">{row.text}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">{chargedToday ? t('terms.agreement') : t('terms.agreementChange')}</p>
      <p className="text-sm">
        {/* A new tab: reading the disclosure must not leave the order half-way. */}
        <TextLink asChild>
          <Link to={useSiteLinks().commercialDisclosure} target="_blank" rel="noopener noreferrer">
            {t('terms.disclosure')}
            <span className="sr-only"> {t('terms.newTab')}</span>
          </Link>
        </TextLink>
      </p>
    </section>
  );
}
