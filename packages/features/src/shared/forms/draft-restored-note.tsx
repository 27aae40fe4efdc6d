import { Alert } from '@holostream/design-system';
import { useTranslation } from 'react-i18next';
import { useFeatureResources } from '../i18n/create-i18n';
import { formResources } from './resources';

/** Above a form that started from a draft: what was typed earlier is back (after a sign-in, a reload). */
export function DraftRestoredNote() {
  useFeatureResources(formResources);
  const { t } = useTranslation('forms');
  return <Alert variant="info" data-slot="draft-restored" title={t('draftRestored')} />;
}
