import { useTranslation } from 'react-i18next';

/** Placeholder until the feature is built: its title only. */
export function SecurityTab() {
  const { t } = useTranslation('security');
  return <h2 className="text-xl font-semibold">{t('title')}</h2>;
}
