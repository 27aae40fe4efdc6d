import { useTranslation } from 'react-i18next';

export interface BillingTabProps {
  /** Stripe publishable key; without it the sandbox card provider is used. */
  publishableKey?: string;
}

/** Placeholder until the feature is built: its title only. */
export function BillingTab(_props: BillingTabProps) {
  const { t } = useTranslation('billing');
  return <h2 className="text-xl font-semibold">{t('title')}</h2>;
}
