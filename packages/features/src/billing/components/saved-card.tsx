import type { PaymentMethod } from '@holostream/api';
import { Alert } from '@holostream/design-system';
import { CardBrandLogo, useCardNames } from '../../card';
import { cardExpiry, formatExpiry } from '../model/card-expiry';
import { formatEpochDate } from '../model/dates';
import { useLanguage } from '../../shared/i18n/use-language';
import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';

export interface SavedCardProps {
  /** The saved card (docs/product.md §3 Payment method). */
  method: PaymentMethod;
  /** The reader's "now", for the expiry warning. */
  now: Date;
}

/** The saved card: brand mark, last four, expiry, added date, and a warning when it (nearly) ran out. */
export function SavedCard({ method, now }: SavedCardProps) {
  const { t } = useTexts(billingTexts);
  const language = useLanguage();
  const names = useCardNames();
  const expiry = cardExpiry(method.expMonth, method.expYear, now);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <CardBrandLogo brand={method.brand} label={names.brand(method.brand)} />
        <div className="grid min-w-0 gap-0.5 text-sm">
          <p className="font-medium">{names.card(method.brand, method.last4Digits)}</p>
          <p className="text-muted-foreground tabular-nums">
            {t('method.expires', { date: formatExpiry(method.expMonth, method.expYear) })}
          </p>
          <p className="text-muted-foreground">
            {t('method.added', { date: formatEpochDate(method.createdAt, language, 'long') })}
          </p>
        </div>
      </div>
      {expiry === 'expires-this-month' ? (
        <Alert variant="warning" title={t('method.expiresThisMonth.title')}>
          {t('method.expiresThisMonth.description')}
        </Alert>
      ) : expiry === 'expired' ? (
        <Alert variant="error" title={t('method.expired.title')}>
          {t('method.expired.description')}
        </Alert>
      ) : null}
    </div>
  );
}
