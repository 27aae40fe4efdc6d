import { CardBrandLogo, useCardNames } from '../../card';
import type { CheckoutBillingDetails } from '../../card/billing-details';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

/** A card as step 2 shows it: brand, last four, expiry. */
export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

function CardLine({ card }: { card: CardSummary }) {
  const { t } = useTexts(checkoutTexts);
  const names = useCardNames();
  return (
    <div className="flex items-center gap-3">
      <CardBrandLogo brand={card.brand} label={names.brand(card.brand)} />
      <div className="grid text-sm">
        <span className="font-medium">{names.card(card.brand, card.last4)}</span>
        <span className="text-muted-foreground tabular-nums">
          {t('method.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
        </span>
      </div>
    </div>
  );
}

/**
 * The payment method of step 2: the saved card, or (right after step 1) the billing details that
 * were entered together with the card the provider created.
 */
export function PaymentSummary({
  card,
  details,
}: {
  card: CardSummary | null;
  details: CheckoutBillingDetails | null;
}) {
  const { t } = useTexts(checkoutTexts);
  const { address } = details ?? {};
  return (
    <section
      aria-labelledby="checkout-method-title"
      className="grid content-start gap-3 rounded-lg border border-border p-4 sm:p-5"
    >
      <h3 id="checkout-method-title" className="text-base font-semibold">
        {t('method.title')}
      </h3>
      {card && <CardLine card={card} />}
      {details && address && (
        <div className="grid gap-1 text-sm">
          <h4 className="font-medium">{t('method.billingTitle')}</h4>
          <address className="grid break-words text-muted-foreground not-italic">
            <span>{details.name}</span>
            <span>{details.email}</span>
            <span>{address.line1}</span>
            <span>{[address.city, address.state, address.postal_code].join(', ')}</span>
            <span>{t(`countries.${address.country}`)}</span>
          </address>
        </div>
      )}
    </section>
  );
}
