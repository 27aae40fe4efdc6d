import { useTranslation } from 'react-i18next';

/** Placeholder until the feature is built: its title only. */
export function UsageTab() {
  const { t } = useTranslation('usage');
  return <h2 className="text-xl font-semibold">{t('title')}</h2>;
}
