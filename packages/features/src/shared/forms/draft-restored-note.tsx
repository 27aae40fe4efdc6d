import { Alert } from '@holostream/design-system';
import { formTexts } from './texts';
import { useTexts } from '../i18n/texts';

/** Above a form that started from a draft: what was typed earlier is back (after a sign-in, a reload). */
export function DraftRestoredNote() {
  const { t } = useTexts(formTexts);
  return <Alert variant="info" data-slot="draft-restored" title={t('draftRestored')} />;
}
