import { useTexts } from '../i18n/texts';
import { formTexts } from './texts';

/**
 * A rule's message key (`validation.email.invalid`, from the rules of @holostream/api) in the page's language: the
 * words of every rule live once, with the forms (`forms` namespace), whichever feature's form breaks it.
 */
export function useValidationText(): (key: string | undefined) => string | undefined {
  const { t } = useTexts(formTexts);
  return (key) => (key === undefined ? undefined : t(key));
}
